import type { vocations } from '../../db/schema.ts';

/** Land vocations (what a parcel may be used for), as the framing questionnaire and the land team name them. */
const VOCATION_TUPLES: [number, string, string, string][] = [
  [1, 'INDUSTRIAL', 'Industrielle', 'صناعية'],
  [2, 'TOURISM', 'Touristique', 'سياحية'],
  [3, 'AGRICULTURAL', 'Agricole', 'فلاحية'],
  [4, 'COMMERCIAL', 'Commerciale', 'تجارية'],
  [5, 'SERVICES', 'Services et bureaux', 'خدمات ومكاتب'],
  [6, 'LOGISTICS', 'Logistique', 'لوجستيكية'],
  [7, 'RESIDENTIAL', 'Habitat', 'سكنية'],
  [8, 'PUBLIC_FACILITY', 'Équipement public', 'تجهيز عمومي'],
  [9, 'PRIVATE_FACILITY', 'Équipement privé (santé, enseignement, sport)', 'تجهيز خاص (صحة، تعليم، رياضة)'],
  [10, 'ENERGY', 'Production d’énergie', 'إنتاج الطاقة'],
  [11, 'MIXED', 'Mixte', 'مختلطة'],
];

export const VOCATIONS: (typeof vocations.$inferInsert)[] = VOCATION_TUPLES.map(([id, code, labelFr, labelAr], i) => ({
  id,
  code,
  labelFr,
  labelAr,
  sortOrder: i + 1,
}));
