import type { sectors } from '../../db/schema.ts';

type SectorRow = typeof sectors.$inferInsert;

/**
 * Activity sectors of the framing questionnaire, a tree: sector > category > subcategory. Rows are
 * [id, parentId, code, nameFr, nameAr], parents before children; ids by level: sectors 1-9, categories
 * 11-99, subcategories 111-999.
 */
const ROWS: [number, number | null, string, string, string][] = [
  [1, null, 'INDUSTRY', 'Industrie', 'الصناعة'],
  [11, 1, 'AGRI_FOOD', 'Industrie agroalimentaire', 'الصناعة الغذائية'],
  [111, 11, 'FRUIT_VEG_PROCESSING', 'Transformation des fruits et légumes', 'تحويل الفواكه والخضر'],
  [112, 11, 'DAIRY', 'Industrie laitière', 'صناعة الحليب ومشتقاته'],
  [113, 11, 'MILLING', 'Meunerie et biscuiterie', 'المطاحن وصناعة البسكويت'],
  [114, 11, 'OLIVE_OIL', "Huilerie d'olive", 'معاصر زيت الزيتون'],
  [12, 1, 'AUTOMOTIVE', 'Automobile', 'صناعة السيارات'],
  [121, 12, 'WIRING', 'Câblage automobile', 'أسلاك السيارات'],
  [122, 12, 'AUTO_PARTS', 'Équipementiers et pièces', 'مصنعو المعدات وقطع الغيار'],
  [13, 1, 'TEXTILE', 'Textile et cuir', 'النسيج والجلد'],
  [131, 13, 'CLOTHING', 'Confection', 'صناعة الملابس'],
  [132, 13, 'LEATHER', 'Cuir et chaussures', 'الجلد والأحذية'],
  [14, 1, 'CHEMICALS', 'Chimie et parachimie', 'الكيمياء وشبه الكيمياء'],
  [141, 14, 'PHARMA', 'Industrie pharmaceutique', 'الصناعة الصيدلانية'],
  [142, 14, 'PLASTICS', 'Plasturgie', 'صناعة البلاستيك'],
  [15, 1, 'BUILDING_MATERIALS', 'Matériaux de construction', 'مواد البناء'],
  [151, 15, 'CONCRETE', 'Béton et produits en ciment', 'الخرسانة ومنتجات الإسمنت'],
  [152, 15, 'MARBLE_CERAMICS', 'Marbre et céramique', 'الرخام والخزف'],
  [2, null, 'TOURISM', 'Tourisme', 'السياحة'],
  [21, 2, 'ACCOMMODATION', 'Hébergement touristique', 'الإيواء السياحي'],
  [211, 21, 'HOTEL', 'Hôtel', 'فندق'],
  [212, 21, 'GUEST_HOUSE', "Maison d'hôtes", 'دار الضيافة'],
  [213, 21, 'TOURIST_RESIDENCE', 'Résidence touristique', 'إقامة سياحية'],
  [214, 21, 'CAMPSITE', 'Camping', 'مخيم'],
  [22, 2, 'LEISURE', 'Animation et loisirs', 'التنشيط والترفيه'],
  [221, 22, 'THEME_PARK', "Parc d'attractions", 'منتزه ترفيهي'],
  [222, 22, 'GOLF', 'Golf', 'ملعب الغولف'],
  [23, 2, 'TOURIST_CATERING', 'Restauration touristique', 'المطاعم السياحية'],
  [231, 23, 'RESTAURANT', 'Restaurant classé', 'مطعم مصنف'],
  [3, null, 'AGRICULTURE', 'Agriculture et pêche', 'الفلاحة والصيد'],
  [31, 3, 'CROPS', 'Production végétale', 'الإنتاج النباتي'],
  [311, 31, 'ORCHARDS', 'Arboriculture fruitière', 'الأشجار المثمرة'],
  [312, 31, 'GREENHOUSE', 'Maraîchage sous serre', 'الزراعات المغطاة'],
  [32, 3, 'LIVESTOCK', 'Élevage', 'تربية الماشية'],
  [321, 32, 'POULTRY', 'Aviculture', 'تربية الدواجن'],
  [322, 32, 'CATTLE', 'Élevage bovin', 'تربية الأبقار'],
  [33, 3, 'AQUACULTURE', 'Aquaculture', 'تربية الأحياء المائية'],
  [331, 33, 'FISH_FARMING', 'Pisciculture', 'تربية الأسماك'],
  [332, 33, 'SHELLFISH', 'Conchyliculture', 'تربية المحار'],
  [4, null, 'ENERGY_MINING', 'Énergie et mines', 'الطاقة والمعادن'],
  [41, 4, 'RENEWABLE', 'Énergies renouvelables', 'الطاقات المتجددة'],
  [411, 41, 'SOLAR', 'Centrale solaire', 'محطة شمسية'],
  [412, 41, 'WIND', 'Parc éolien', 'حقل ريحي'],
  [42, 4, 'MINING', 'Mines et carrières', 'المناجم والمقالع'],
  [421, 42, 'QUARRY', 'Carrière', 'مقلع'],
  [5, null, 'SERVICES', 'Services', 'الخدمات'],
  [51, 5, 'HEALTH', 'Santé', 'الصحة'],
  [511, 51, 'CLINIC', 'Clinique', 'مصحة'],
  [512, 51, 'MEDICAL_LAB', "Laboratoire d'analyses médicales", 'مختبر التحاليل الطبية'],
  [52, 5, 'EDUCATION', 'Enseignement et formation', 'التعليم والتكوين'],
  [521, 52, 'PRIVATE_SCHOOL', 'École privée', 'مدرسة خاصة'],
  [522, 52, 'HIGHER_EDUCATION', 'Enseignement supérieur privé', 'التعليم العالي الخاص'],
  [53, 5, 'OFFSHORING', 'Offshoring et centres de relation client', 'ترحيل الخدمات ومراكز العلاقة مع الزبناء'],
  [531, 53, 'CALL_CENTER', 'Centre de relation client', 'مركز العلاقة مع الزبناء'],
  [532, 53, 'IT_SERVICES', 'Services informatiques', 'الخدمات المعلوماتية'],
  [6, null, 'TRADE_LOGISTICS', 'Commerce et logistique', 'التجارة واللوجستيك'],
  [61, 6, 'RETAIL', 'Grandes et moyennes surfaces', 'المساحات التجارية الكبرى والمتوسطة'],
  [611, 61, 'SUPERMARKET', 'Supermarché', 'متجر كبير'],
  [612, 61, 'MALL', 'Centre commercial', 'مركز تجاري'],
  [62, 6, 'LOGISTICS', 'Logistique et entreposage', 'اللوجستيك والتخزين'],
  [621, 62, 'WAREHOUSE', 'Entrepôt', 'مستودع'],
  [622, 62, 'COLD_STORAGE', 'Entrepôt frigorifique', 'مستودع للتبريد'],
  [7, null, 'REAL_ESTATE', 'Immobilier', 'العقار'],
  [71, 7, 'HOUSING', 'Habitat', 'السكن'],
  [711, 71, 'SOCIAL_HOUSING', 'Logement social', 'السكن الاجتماعي'],
  [712, 71, 'RESIDENTIAL_ESTATE', 'Lotissement résidentiel', 'تجزئة سكنية'],
  [72, 7, 'BUSINESS_REAL_ESTATE', 'Immobilier professionnel', 'العقار المهني'],
  [721, 72, 'OFFICES', 'Plateaux de bureaux', 'مكاتب'],
  [722, 72, 'BUSINESS_PARK', "Parc d'activités", 'منطقة للأنشطة الاقتصادية'],
  [8, null, 'CRAFTS', 'Artisanat', 'الصناعة التقليدية'],
  [81, 8, 'ART_CRAFTS', "Artisanat d'art", 'الصناعة التقليدية الفنية'],
  [811, 81, 'POTTERY', 'Poterie et zellige', 'الفخار والزليج'],
  [812, 81, 'CARPETS', 'Tapis et tissage', 'الزرابي والنسيج التقليدي'],
];

function level(parentId: number | null, parents: Map<number, SectorRow>): SectorRow['level'] {
  if (parentId === null) return 'SECTOR';
  const parent = parents.get(parentId);
  if (!parent) throw new Error(`Sector parent ${parentId} must come before its children`);
  if (parent.level === 'SECTOR') return 'CATEGORY';
  if (parent.level === 'CATEGORY') return 'SUBCATEGORY';
  throw new Error(`Sector ${parentId} is a subcategory and cannot have children`);
}

function buildSectors(): SectorRow[] {
  const byId = new Map<number, SectorRow>();
  const siblings = new Map<number | null, number>();
  for (const [id, parentId, code, nameFr, nameAr] of ROWS) {
    const sortOrder = (siblings.get(parentId) ?? 0) + 1;
    siblings.set(parentId, sortOrder);
    byId.set(id, { id, parentId, level: level(parentId, byId), code, nameFr, nameAr, sortOrder });
  }
  return [...byId.values()];
}

export const SECTORS: SectorRow[] = buildSectors();
