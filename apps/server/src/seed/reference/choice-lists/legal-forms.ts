import { LEGAL_PERSON_TYPE_IDS as F } from '@cri/shared/enums/reference-data';
import { type ChoiceItemRow, type ChoiceTuple, choiceList } from './choice-item.ts';

/** Legal-form families; the first four ids are the legal person types of spec 2 §3. */
const families: ChoiceTuple[] = [
  [F.LEGAL_PERSON, 'LEGAL_PERSON', 'Personne morale (société)', 'شخص معنوي (شركة)'],
  [F.NATURAL_PERSON, 'NATURAL_PERSON', 'Personne physique', 'شخص ذاتي'],
  [F.AUTO_ENTREPRENEUR, 'AUTO_ENTREPRENEUR', 'Auto-entrepreneur', 'مقاول ذاتي'],
  [F.ASSOCIATION, 'ASSOCIATION', 'Association', 'جمعية'],
  [F.COOPERATIVE, 'COOPERATIVE', 'Coopérative', 'تعاونية'],
  [F.COLLECTIVITY, 'COLLECTIVITY', 'Collectivité territoriale', 'جماعة ترابية'],
  [F.PUBLIC_ESTABLISHMENT, 'PUBLIC_ESTABLISHMENT', 'Établissement public', 'مؤسسة عمومية'],
];

/** Company legal forms of the Moroccan company laws (lois 17-95, 5-96 and 13-97), all of the corporate family. */
const legalForms: ChoiceTuple[] = [
  [2201, 'SARL', 'Société à responsabilité limitée (SARL)', 'شركة ذات مسؤولية محدودة'],
  [2202, 'SARL_AU', 'SARL à associé unique (SARL AU)', 'شركة ذات مسؤولية محدودة بشريك وحيد'],
  [2203, 'SA', 'Société anonyme (SA)', 'شركة مساهمة'],
  [2204, 'SAS', 'Société par actions simplifiée (SAS)', 'شركة مساهمة مبسطة'],
  [2205, 'SNC', 'Société en nom collectif (SNC)', 'شركة التضامن'],
  [2206, 'SCS', 'Société en commandite simple (SCS)', 'شركة التوصية البسيطة'],
  [2207, 'SCA', 'Société en commandite par actions (SCA)', 'شركة التوصية بالأسهم'],
  [2208, 'GIE', "Groupement d'intérêt économique (GIE)", 'مجموعة ذات نفع اقتصادي'],
  [2209, 'BRANCH', 'Succursale de société étrangère', 'فرع شركة أجنبية'],
];

/** Jobs of the investor, by legal-form family (spec 1 §5: the job list depends on the family). */
const jobsByFamily: [number, ChoiceTuple[]][] = [
  [
    F.LEGAL_PERSON,
    [
      [2301, 'MANAGER', 'Gérant', 'مسير'],
      [2302, 'CEO', 'Directeur général', 'مدير عام'],
      [2303, 'BOARD_CHAIR', "Président du conseil d'administration", 'رئيس مجلس الإدارة'],
      [2304, 'DIRECTOR', 'Administrateur', 'متصرف'],
      [2305, 'PARTNER', 'Associé', 'شريك'],
      [2306, 'CFO', 'Directeur administratif et financier', 'مدير إداري ومالي'],
      [2307, 'AGENT', 'Mandataire', 'وكيل'],
    ],
  ],
  [
    F.NATURAL_PERSON,
    [
      [2311, 'FARMER', 'Agriculteur', 'فلاح'],
      [2312, 'TRADER', 'Commerçant', 'تاجر'],
      [2313, 'CRAFTSMAN', 'Artisan', 'صانع تقليدي'],
      [2314, 'LIBERAL_PROFESSION', 'Profession libérale', 'مهنة حرة'],
      [2315, 'DEVELOPER', 'Promoteur immobilier', 'منعش عقاري'],
      [2316, 'EMPLOYEE', 'Salarié', 'أجير'],
      [2317, 'RETIRED', 'Retraité', 'متقاعد'],
    ],
  ],
  [
    F.AUTO_ENTREPRENEUR,
    [
      [2321, 'AE_HOLDER', 'Auto-entrepreneur', 'مقاول ذاتي'],
      [2322, 'AE_SERVICE_PROVIDER', 'Prestataire de services', 'مقدم خدمات'],
    ],
  ],
  [
    F.ASSOCIATION,
    [
      [2331, 'ASSOCIATION_PRESIDENT', "Président de l'association", 'رئيس الجمعية'],
      [2332, 'ASSOCIATION_SECRETARY', 'Secrétaire général', 'كاتب عام'],
      [2333, 'ASSOCIATION_TREASURER', 'Trésorier', 'أمين المال'],
    ],
  ],
  [
    F.COOPERATIVE,
    [
      [2341, 'COOPERATIVE_PRESIDENT', 'Président de la coopérative', 'رئيس التعاونية'],
      [2342, 'COOPERATIVE_DIRECTOR', 'Directeur de la coopérative', 'مدير التعاونية'],
    ],
  ],
  [
    F.COLLECTIVITY,
    [
      [2351, 'COUNCIL_PRESIDENT', 'Président du conseil', 'رئيس المجلس'],
      [2352, 'SERVICES_DIRECTOR', 'Directeur général des services', 'المدير العام للمصالح'],
    ],
  ],
  [
    F.PUBLIC_ESTABLISHMENT,
    [
      [2361, 'PUBLIC_CEO', 'Directeur général', 'مدير عام'],
      [2362, 'PUBLIC_DIRECTOR', 'Directeur', 'مدير'],
    ],
  ],
];

/** Activities open to the auto-entrepreneur status (loi 114-13). */
const selfEmployedProfessions: ChoiceTuple[] = [
  [2401, 'RETAIL_TRADE', 'Commerce de détail', 'تجارة التقسيط'],
  [2402, 'PRODUCTION_CRAFTS', 'Artisanat de production', 'الصناعة التقليدية الإنتاجية'],
  [2403, 'SERVICE_CRAFTS', 'Artisanat de service', 'الصناعة التقليدية الخدماتية'],
  [2404, 'IT_SERVICES', 'Services informatiques et développement web', 'الخدمات المعلوماتية وتطوير المواقع'],
  [2405, 'CONSULTING', 'Conseil et formation', 'الاستشارة والتكوين'],
  [2406, 'GRAPHIC_DESIGN', 'Graphisme et design', 'التصميم الغرافيكي'],
  [2407, 'TRANSLATION', 'Traduction et rédaction', 'الترجمة والتحرير'],
  [2408, 'PHOTOGRAPHY', 'Photographie et vidéo', 'التصوير الفوتوغرافي والفيديو'],
  [2409, 'CAR_REPAIR', 'Réparation automobile', 'إصلاح السيارات'],
  [2410, 'HAIRDRESSING', 'Coiffure et esthétique', 'الحلاقة والتجميل'],
  [2411, 'CATERING', 'Restauration et traiteur', 'الإطعام وتحضير الولائم'],
  [2412, 'SMALL_FARMING', 'Petite exploitation agricole', 'استغلالية فلاحية صغيرة'],
];

const jobParent = new Map(jobsByFamily.flatMap(([family, jobs]) => jobs.map(([, code]) => [code, family] as const)));

export const LEGAL_FORM_CHOICES: ChoiceItemRow[] = [
  ...choiceList('CompanyLegalFormFamily', families),
  ...choiceList('CompanyLegalForm', legalForms, () => ({ parentId: F.LEGAL_PERSON })),
  ...choiceList(
    'ProfessionType',
    jobsByFamily.flatMap(([, jobs]) => jobs),
    (code) => ({ parentId: jobParent.get(code) ?? null }),
  ),
  ...choiceList('SelfEmployedProfessionType', selfEmployedProfessions),
];
