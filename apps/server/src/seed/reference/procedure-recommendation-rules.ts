import { LEGAL_PERSON_TYPE_IDS as F } from '@cri/shared/enums/reference-data';
import type { procedureRecommendationRules } from '../../db/schema.ts';

type RuleRow = typeof procedureRecommendationRules.$inferInsert;

/** Procedure ids of procedures.ts; sector ids of sectors.ts; vocation ids of vocations.ts. */
const P = {
  AVNA_PROVISIONAL: 1,
  AVNA_FINAL: 2,
  BUILDING_PERMIT: 3,
  HOUSING_GROUP: 4,
  SUBDIVIDE: 5,
  BREAK_UP: 6,
  DEROGATION: 7,
  BUILDING_PERMIT_AMENDMENT: 8,
  PUBLIC_LAND: 9,
} as const;
const SECTOR = { AGRICULTURE: 3, REAL_ESTATE: 7, HOUSING: 71, RESIDENTIAL_ESTATE: 712, BUSINESS_PARK: 722, TOURISM: 2 } as const;
const VOCATION = { AGRICULTURAL: 3 } as const;

/**
 * The first rule set of the recommended procedures (spec 2 §2). Loaded like the reference data: upserted
 * by id when this file changes, and otherwise left as the content team edited it. Priority 1 comes first.
 */
export const PROCEDURE_RECOMMENDATION_RULES: RuleRow[] = [
  {
    id: 1,
    procedureId: P.AVNA_PROVISIONAL,
    conditions: { landNeeded: true, excludedVocationIds: [VOCATION.AGRICULTURAL], excludedSectorIds: [SECTOR.AGRICULTURE] },
    reasonFr:
      "Vous cherchez un terrain pour un usage non agricole : s'il est agricole et hors périmètre urbain, l'attestation provisoire de vocation non agricole est le premier pas avant son acquisition.",
    reasonAr:
      'تبحثون عن عقار لاستعمال غير فلاحي: إذا كان العقار فلاحيا وخارج المدار الحضري، فإن الشهادة المؤقتة للصبغة غير الفلاحية هي الخطوة الأولى قبل اقتنائه.',
    priority: 10,
  },
  {
    id: 2,
    procedureId: P.AVNA_PROVISIONAL,
    conditions: { landSituations: ['EXISTS', 'IDENTIFIED'], excludedSectorIds: [SECTOR.AGRICULTURE] },
    reasonFr:
      "Votre projet n'est pas agricole et vous disposez d'un terrain ou l'avez identifié : s'il est situé en zone agricole hors périmètre urbain, son usage non agricole doit être attesté.",
    reasonAr:
      'مشروعكم غير فلاحي وتتوفرون على عقار أو حددتموه: إذا كان يقع في منطقة فلاحية خارج المدار الحضري، وجب إثبات استعماله غير الفلاحي.',
    priority: 20,
  },
  {
    id: 3,
    procedureId: P.AVNA_FINAL,
    conditions: { landSituations: ['EXISTS'], advancementStages: ['STARTING'], excludedSectorIds: [SECTOR.AGRICULTURE] },
    reasonFr:
      "Votre projet démarre sur un terrain dont vous disposez : une fois réalisé, l'attestation définitive de vocation non agricole lève les conditions de l'attestation provisoire.",
    reasonAr: 'ينطلق مشروعكم على عقار تتوفرون عليه: بعد إنجازه، ترفع الشهادة النهائية للصبغة غير الفلاحية شروط الشهادة المؤقتة.',
    priority: 60,
  },
  {
    id: 4,
    procedureId: P.BUILDING_PERMIT,
    conditions: { constructionNeeded: true },
    reasonFr: 'Vous prévoyez un programme de construction : tout bâtiment hors zones franches requiert un permis de construire.',
    reasonAr: 'تعتزمون إنجاز برنامج بناء: كل بناية خارج المناطق الحرة تستلزم رخصة البناء.',
    priority: 5,
  },
  {
    id: 5,
    procedureId: P.HOUSING_GROUP,
    conditions: { sectorIds: [SECTOR.HOUSING], constructionNeeded: true },
    reasonFr:
      "Votre projet d'habitat comporte des constructions : un ensemble de logements bâtis sur un même terrain est un groupe d'habitations (loi 25-90).",
    reasonAr: 'يتضمن مشروعكم السكني بنايات: مجموعة مساكن مشيدة على نفس العقار تعد مجموعة سكنية (القانون 25.90).',
    priority: 15,
  },
  {
    id: 6,
    procedureId: P.SUBDIVIDE,
    conditions: { sectorIds: [SECTOR.RESIDENTIAL_ESTATE, SECTOR.BUSINESS_PARK] },
    reasonFr:
      "Vous prévoyez un lotissement ou un parc d'activités : diviser un terrain en lots viabilisés destinés à la construction requiert une autorisation de lotir.",
    reasonAr: 'تعتزمون إنجاز تجزئة أو منطقة للأنشطة: تقسيم عقار إلى بقع مجهزة معدة للبناء يستلزم رخصة التجزئة.',
    priority: 12,
  },
  {
    id: 7,
    procedureId: P.SUBDIVIDE,
    conditions: { sectorIds: [SECTOR.REAL_ESTATE], minAreaHa: 5 },
    reasonFr:
      'Un projet immobilier sur au moins 5 hectares se réalise le plus souvent par lots : une autorisation de lotir sera probablement nécessaire.',
    reasonAr: 'ينجز المشروع العقاري على مساحة 5 هكتارات على الأقل غالبا على شكل بقع: ستكون رخصة التجزئة على الأرجح ضرورية.',
    priority: 40,
  },
  {
    id: 8,
    procedureId: P.BREAK_UP,
    conditions: { landNeeded: true, landSituations: ['IDENTIFIED'], assignmentTypes: ['SALE'] },
    reasonFr:
      "Vous voulez acheter une partie d'un terrain identifié : détacher une parcelle d'une propriété plus grande requiert une autorisation de morcellement.",
    reasonAr: 'ترغبون في اقتناء جزء من عقار محدد: فصل قطعة عن ملكية أكبر يستلزم رخصة تقسيم العقار.',
    priority: 30,
  },
  {
    id: 9,
    procedureId: P.DEROGATION,
    conditions: { constructionNeeded: true, minAmount: 50_000_000 },
    reasonFr:
      "Projet d'au moins 50 millions de dirhams avec construction : si le document d'urbanisme ne permet pas votre programme, une dérogation peut être demandée à la commission régionale.",
    reasonAr:
      'مشروع لا يقل عن 50 مليون درهم ويتضمن بناء: إذا كانت وثيقة التعمير لا تسمح ببرنامجكم، يمكن طلب استثناء من اللجنة الجهوية.',
    priority: 50,
  },
  {
    id: 10,
    procedureId: P.DEROGATION,
    conditions: { sectorIds: [SECTOR.TOURISM], landSituations: ['EXISTS', 'IDENTIFIED'], constructionNeeded: true },
    reasonFr:
      "Les projets touristiques hors zones ouvertes à l'urbanisation relèvent souvent d'une dérogation aux règles d'urbanisme.",
    reasonAr: 'غالبا ما تخضع المشاريع السياحية خارج المناطق المفتوحة للتعمير لاستثناء من قواعد التعمير.',
    priority: 55,
  },
  {
    id: 11,
    procedureId: P.BUILDING_PERMIT_AMENDMENT,
    conditions: { advancementStages: ['STARTING'], constructionNeeded: true, landSituations: ['EXISTS'] },
    reasonFr:
      "Votre projet démarre sur votre terrain : si des plans déjà autorisés doivent changer, c'est un permis de construire modificatif.",
    reasonAr: 'ينطلق مشروعكم على عقاركم: إذا وجب تغيير تصاميم سبق الترخيص لها، فالأمر يتعلق برخصة البناء التعديلية.',
    priority: 70,
  },
  {
    id: 12,
    procedureId: P.PUBLIC_LAND,
    conditions: { landNeeded: true, landSituations: ['LOOKING_FOR_LAND'] },
    reasonFr:
      "Vous cherchez encore un terrain : le foncier public (domaine privé de l'État) peut être mobilisé pour votre projet, à l'achat ou en location.",
    reasonAr: 'مازلتم تبحثون عن عقار: يمكن تعبئة العقار العمومي (الملك الخاص للدولة) لفائدة مشروعكم، بالاقتناء أو الكراء.',
    priority: 8,
  },
  {
    id: 13,
    procedureId: P.PUBLIC_LAND,
    conditions: { landNeeded: true, assignmentTypes: ['RENTAL', 'CONCESSION'] },
    reasonFr:
      'Vous souhaitez un terrain en location ou en concession : c’est la forme habituelle de mobilisation du foncier public.',
    reasonAr: 'ترغبون في عقار على سبيل الكراء أو الامتياز: هذا هو الشكل المعتاد لتعبئة العقار العمومي.',
    priority: 25,
  },
  {
    id: 14,
    procedureId: P.PUBLIC_LAND,
    conditions: { landNeeded: true, legalFormFamilyIds: [F.COOPERATIVE, F.ASSOCIATION] },
    reasonFr: 'Les coopératives et associations peuvent obtenir du foncier public à des conditions adaptées à leur projet.',
    reasonAr: 'يمكن للتعاونيات والجمعيات الحصول على عقار عمومي بشروط ملائمة لمشروعها.',
    priority: 35,
  },
];
