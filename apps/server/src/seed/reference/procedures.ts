import type { procedures } from '../../db/schema.ts';

type ProcedureRow = typeof procedures.$inferInsert;

const LOI_47_18_FR =
  "Loi n° 47-18 portant réforme des centres régionaux d'investissement et création des commissions régionales unifiées d'investissement, promulguée par le dahir n° 1-19-18 du 13 février 2019.";
const LOI_47_18_AR =
  'القانون رقم 47.18 المتعلق بإصلاح المراكز الجهوية للاستثمار وبإحداث اللجان الجهوية الموحدة للاستثمار، الصادر بتنفيذه الظهير الشريف رقم 1.19.18 بتاريخ 13 فبراير 2019.';
const LOI_12_90_FR =
  "Loi n° 12-90 relative à l'urbanisme (dahir n° 1-92-31 du 17 juin 1992) et décret n° 2-18-577 du 12 juin 2019 approuvant le règlement général de construction fixant la forme et les conditions de délivrance des autorisations.";
const LOI_12_90_AR =
  'القانون رقم 12.90 المتعلق بالتعمير (الظهير الشريف رقم 1.92.31 بتاريخ 17 يونيو 1992) والمرسوم رقم 2.18.577 بتاريخ 12 يونيو 2019 بالمصادقة على ضابط البناء العام المحدد لشكل وشروط تسليم الرخص.';
const LOI_25_90_FR =
  'Loi n° 25-90 relative aux lotissements, groupes d’habitations et morcellements (dahir n° 1-92-7 du 17 juin 1992).';
const LOI_25_90_AR =
  'القانون رقم 25.90 المتعلق بالتجزئات العقارية والمجموعات السكنية وتقسيم العقارات (الظهير الشريف رقم 1.92.7 بتاريخ 17 يونيو 1992).';
const DAHIR_1963_FR =
  'Dahir du 26 septembre 1963 relatif au contrôle des opérations immobilières réalisées par certaines personnes et portant sur des propriétés agricoles rurales.';
const DAHIR_1963_AR =
  'ظهير 26 شتنبر 1963 المتعلق بمراقبة العمليات العقارية التي يقوم بها بعض الأشخاص والمتعلقة بالأملاك الفلاحية القروية.';

const ONE_STOP_FR =
  "Guichet unique : le centre régional d'investissement recueille les avis de toutes les administrations concernées et la commission régionale unifiée d'investissement statue sur le dossier complet.";
const ONE_STOP_AR =
  'شباك وحيد: يتولى المركز الجهوي للاستثمار جمع آراء جميع الإدارات المعنية، وتبت اللجنة الجهوية الموحدة للاستثمار في الملف الكامل.';

/** Delays in days. Every procedure is national (regionId null): none is yet specific to one region. */
export const PROCEDURES: ProcedureRow[] = [
  {
    id: 1,
    code: 'AVNA_PROVISIONAL',
    nameFr: 'Attestation provisoire de vocation non agricole',
    nameAr: 'الشهادة المؤقتة للصبغة غير الفلاحية',
    descriptionFr:
      "Atteste, avant la réalisation d'un projet sur un terrain agricole situé hors périmètre urbain, que le terrain peut recevoir l'usage non agricole projeté. Elle permet l'acquisition du terrain et le dépôt des demandes d'autorisation.",
    descriptionAr:
      'تثبت، قبل إنجاز مشروع على عقار فلاحي يقع خارج المدار الحضري، أن العقار يمكن أن يستقبل الاستعمال غير الفلاحي المزمع. وتمكن من اقتناء العقار وإيداع طلبات الرخص.',
    legalContextFr: `${DAHIR_1963_FR} ${LOI_47_18_FR}`,
    legalContextAr: `${DAHIR_1963_AR} ${LOI_47_18_AR}`,
    incitationFr: `${ONE_STOP_FR} L'attestation provisoire suffit pour engager l'acquisition du terrain.`,
    incitationAr: `${ONE_STOP_AR} تكفي الشهادة المؤقتة للشروع في اقتناء العقار.`,
    category: 'LAND',
    templateCode: 'AVNA_PROVISIONAL',
    rokhasNatureCode: null,
    maxSchedulingDelay: 30,
    investorPaymentDelay: 15,
    investorTechnicalSheetDelay: 10,
    validationAdministrationDelay: 7,
    regionId: null,
    sortOrder: 1,
  },
  {
    id: 2,
    code: 'AVNA_FINAL',
    nameFr: 'Attestation définitive de vocation non agricole',
    nameAr: 'الشهادة النهائية للصبغة غير الفلاحية',
    descriptionFr:
      "Délivrée après la réalisation du projet, elle constate que le terrain a reçu l'usage non agricole pour lequel l'attestation provisoire avait été accordée.",
    descriptionAr: 'تسلم بعد إنجاز المشروع، وتثبت أن العقار خصص للاستعمال غير الفلاحي الذي منحت من أجله الشهادة المؤقتة.',
    legalContextFr: `${DAHIR_1963_FR} ${LOI_47_18_FR}`,
    legalContextAr: `${DAHIR_1963_AR} ${LOI_47_18_AR}`,
    incitationFr: `${ONE_STOP_FR} Elle lève définitivement les conditions attachées à l'attestation provisoire.`,
    incitationAr: `${ONE_STOP_AR} ترفع بصفة نهائية الشروط المرتبطة بالشهادة المؤقتة.`,
    category: 'LAND',
    templateCode: 'AVNA_FINAL',
    rokhasNatureCode: null,
    maxSchedulingDelay: 30,
    investorPaymentDelay: 15,
    investorTechnicalSheetDelay: 10,
    validationAdministrationDelay: 7,
    regionId: null,
    sortOrder: 2,
  },
  {
    id: 3,
    code: 'BUILDING_PERMIT',
    nameFr: 'Permis de construire hors zones franches',
    nameAr: 'رخصة البناء خارج المناطق الحرة',
    descriptionFr:
      "Autorisation préalable à toute construction d'un bâtiment destiné à un projet d'investissement, en dehors des zones d'accélération industrielle et des zones franches qui ont leur propre guichet.",
    descriptionAr:
      'رخصة مسبقة لكل بناء مخصص لمشروع استثماري، خارج مناطق التسريع الصناعي والمناطق الحرة التي تتوفر على شباكها الخاص.',
    legalContextFr: `${LOI_12_90_FR} Loi n° 66-12 relative au contrôle et à la répression des infractions en matière d'urbanisme et de construction.`,
    legalContextAr: `${LOI_12_90_AR} القانون رقم 66.12 المتعلق بمراقبة وزجر المخالفات في مجال التعمير والبناء.`,
    incitationFr: `${ONE_STOP_FR} Le dossier est transmis à la plateforme Rokhas de la commune sans nouveau dépôt.`,
    incitationAr: `${ONE_STOP_AR} يحال الملف على منصة رخص للجماعة دون إيداع جديد.`,
    category: 'URBAN_PLANNING',
    templateCode: 'BUILDING_PERMIT',
    rokhasNatureCode: 'PCT',
    maxSchedulingDelay: 20,
    investorPaymentDelay: 30,
    investorTechnicalSheetDelay: 15,
    validationAdministrationDelay: 10,
    regionId: null,
    sortOrder: 3,
  },
  {
    id: 4,
    code: 'HOUSING_GROUP',
    nameFr: "Autorisation de créer un groupe d'habitations",
    nameAr: 'رخصة إحداث مجموعة سكنية',
    descriptionFr:
      'Autorise la construction simultanée de plusieurs logements, individuels ou collectifs, sur une même propriété, avec leurs voiries et réseaux.',
    descriptionAr: 'ترخص ببناء عدة مساكن فردية أو جماعية في آن واحد على نفس العقار، مع طرقها وشبكاتها.',
    legalContextFr: `${LOI_25_90_FR} ${LOI_12_90_FR}`,
    legalContextAr: `${LOI_25_90_AR} ${LOI_12_90_AR}`,
    incitationFr: `${ONE_STOP_FR} Les avis des gestionnaires de réseaux sont recueillis par le centre.`,
    incitationAr: `${ONE_STOP_AR} يتولى المركز جمع آراء مدبري الشبكات.`,
    category: 'URBAN_PLANNING',
    templateCode: 'HOUSING_GROUP',
    rokhasNatureCode: 'GRP',
    maxSchedulingDelay: 30,
    investorPaymentDelay: 30,
    investorTechnicalSheetDelay: 15,
    validationAdministrationDelay: 10,
    regionId: null,
    sortOrder: 4,
  },
  {
    id: 5,
    code: 'SUBDIVIDE',
    nameFr: 'Autorisation de lotir',
    nameAr: 'رخصة التجزئة العقارية',
    descriptionFr:
      "Autorise la division d'une propriété en lots destinés à la construction (habitat, industrie, tourisme, commerce) et la réalisation des voiries et réseaux divers.",
    descriptionAr: 'ترخص بتقسيم عقار إلى بقع معدة للبناء (سكن، صناعة، سياحة، تجارة) وبإنجاز الطرق والشبكات المختلفة.',
    legalContextFr: LOI_25_90_FR,
    legalContextAr: LOI_25_90_AR,
    incitationFr: `${ONE_STOP_FR} La réception provisoire des travaux est suivie depuis le même dossier.`,
    incitationAr: `${ONE_STOP_AR} يتم تتبع التسلم المؤقت للأشغال من نفس الملف.`,
    category: 'URBAN_PLANNING',
    templateCode: 'SUBDIVIDE',
    rokhasNatureCode: 'LOT',
    maxSchedulingDelay: 30,
    investorPaymentDelay: 30,
    investorTechnicalSheetDelay: 15,
    validationAdministrationDelay: 10,
    regionId: null,
    sortOrder: 5,
  },
  {
    id: 6,
    code: 'BREAK_UP',
    nameFr: 'Autorisation de morcellement',
    nameAr: 'رخصة تقسيم العقار',
    descriptionFr:
      "Autorise la division d'une propriété, par vente ou partage, lorsque l'opération n'a pas pour objet la création d'un lotissement.",
    descriptionAr: 'ترخص بتقسيم عقار عن طريق البيع أو القسمة، عندما لا يكون الغرض من العملية إحداث تجزئة عقارية.',
    legalContextFr: LOI_25_90_FR,
    legalContextAr: LOI_25_90_AR,
    incitationFr: ONE_STOP_FR,
    incitationAr: ONE_STOP_AR,
    category: 'URBAN_PLANNING',
    templateCode: 'BREAK_UP',
    rokhasNatureCode: 'MRC',
    maxSchedulingDelay: 20,
    investorPaymentDelay: 15,
    investorTechnicalSheetDelay: 10,
    validationAdministrationDelay: 7,
    regionId: null,
    sortOrder: 6,
  },
  {
    id: 7,
    code: 'DEROGATION',
    nameFr: "Dérogation aux règles d'urbanisme",
    nameAr: 'الاستثناء في مجال التعمير',
    descriptionFr:
      "Permet à un projet d'intérêt économique et social de s'écarter de certaines dispositions du document d'urbanisme (hauteur, emprise, affectation), après avis de la commission régionale unifiée.",
    descriptionAr:
      'تمكن مشروعا ذا فائدة اقتصادية واجتماعية من الخروج عن بعض مقتضيات وثيقة التعمير (العلو، نسبة الاستغلال، التخصيص) بعد رأي اللجنة الجهوية الموحدة.',
    legalContextFr: `${LOI_47_18_FR} ${LOI_12_90_FR}`,
    legalContextAr: `${LOI_47_18_AR} ${LOI_12_90_AR}`,
    incitationFr: `${ONE_STOP_FR} La décision motivée est notifiée à l'investisseur, qui peut former un recours.`,
    incitationAr: `${ONE_STOP_AR} يبلغ القرار المعلل إلى المستثمر الذي يمكنه تقديم تظلم.`,
    category: 'DEROGATION',
    templateCode: 'DEROGATION',
    rokhasNatureCode: null,
    maxSchedulingDelay: 30,
    investorPaymentDelay: 15,
    investorTechnicalSheetDelay: 10,
    validationAdministrationDelay: 10,
    regionId: null,
    sortOrder: 7,
  },
  {
    id: 8,
    code: 'BUILDING_PERMIT_AMENDMENT',
    nameFr: 'Permis de construire modificatif',
    nameAr: 'رخصة البناء التعديلية',
    descriptionFr: "Autorise la modification d'un projet déjà autorisé (plans, surfaces, façades) avant ou pendant les travaux.",
    descriptionAr: 'ترخص بتعديل مشروع سبق الترخيص له (التصاميم، المساحات، الواجهات) قبل الأشغال أو خلالها.',
    legalContextFr: LOI_12_90_FR,
    legalContextAr: LOI_12_90_AR,
    incitationFr: `${ONE_STOP_FR} Seules les pièces modifiées sont à fournir.`,
    incitationAr: `${ONE_STOP_AR} يكفي الإدلاء بالوثائق المعدلة فقط.`,
    category: 'URBAN_PLANNING',
    templateCode: 'BUILDING_PERMIT_AMENDMENT',
    rokhasNatureCode: 'MDF',
    maxSchedulingDelay: 20,
    investorPaymentDelay: 30,
    investorTechnicalSheetDelay: 15,
    validationAdministrationDelay: 10,
    regionId: null,
    sortOrder: 8,
  },
  {
    id: 9,
    code: 'PUBLIC_LAND',
    nameFr: "Mobilisation du foncier public pour l'investissement",
    nameAr: 'تعبئة العقار العمومي لفائدة الاستثمار',
    descriptionFr:
      "Demande d'acquisition ou de location d'un terrain du domaine privé de l'État pour y réaliser un projet d'investissement.",
    descriptionAr: 'طلب اقتناء أو كراء عقار تابع للملك الخاص للدولة من أجل إنجاز مشروع استثماري.',
    legalContextFr: LOI_47_18_FR,
    legalContextAr: LOI_47_18_AR,
    incitationFr: `${ONE_STOP_FR} La commission se prononce sur la cession ou la location et sur ses conditions.`,
    incitationAr: `${ONE_STOP_AR} تبت اللجنة في التفويت أو الكراء وفي شروطهما.`,
    category: 'LAND',
    templateCode: 'PUBLIC_LAND',
    rokhasNatureCode: null,
    maxSchedulingDelay: 45,
    investorPaymentDelay: 30,
    investorTechnicalSheetDelay: 15,
    validationAdministrationDelay: 15,
    regionId: null,
    sortOrder: 9,
  },
];
