import type { regionalCentres, regionParameters } from '../../db/schema.ts';

/**
 * What the seed knows of each region beyond its name: the chief town, the urban agencies, the centre's
 * contact card and its commission settings. Contact cards follow the centres' public format; the
 * content team keeps them current from the back office.
 */
export interface RegionProfile {
  regionId: number;
  slug: string;
  capital: { fr: string; ar: string; communeFr: string; communeAr: string };
  urbanAgencies: { fr: string; ar: string }[];
  centre: Omit<typeof regionalCentres.$inferInsert, 'regionId' | 'nameFr' | 'nameAr' | 'email' | 'website'>;
  parameters: Omit<typeof regionParameters.$inferInsert, 'regionId'>;
}

const p = (commissionDay: number, slotStartTime: string, slotEndTime: string, minutesPerFile: number) => ({
  commissionDay,
  slotStartTime,
  slotEndTime,
  minutesPerFile,
});

export const REGION_PROFILES: RegionProfile[] = [
  {
    regionId: 1,
    slug: 'beni-mellal-khenifra',
    capital: { fr: 'Béni Mellal', ar: 'بني ملال', communeFr: 'Commune de Béni Mellal', communeAr: 'جماعة بني ملال' },
    urbanAgencies: [{ fr: 'Agence urbaine de Béni Mellal', ar: 'الوكالة الحضرية لبني ملال' }],
    centre: {
      addressFr: 'Avenue Mohammed V, Béni Mellal',
      addressAr: 'شارع محمد الخامس، بني ملال',
      phone: '+212 523 48 20 20',
      fax: '+212 523 48 20 21',
    },
    parameters: p(2, '09:00', '12:30', 30),
  },
  {
    regionId: 2,
    slug: 'casablanca-settat',
    capital: { fr: 'Casablanca', ar: 'الدار البيضاء', communeFr: 'Commune de Casablanca', communeAr: 'جماعة الدار البيضاء' },
    urbanAgencies: [
      { fr: 'Agence urbaine de Casablanca', ar: 'الوكالة الحضرية للدار البيضاء' },
      { fr: 'Agence urbaine de Settat', ar: 'الوكالة الحضرية لسطات' },
      { fr: "Agence urbaine d'El Jadida", ar: 'الوكالة الحضرية للجديدة' },
    ],
    centre: {
      addressFr: '60, avenue Hassan II, Casablanca',
      addressAr: '60، شارع الحسن الثاني، الدار البيضاء',
      phone: '+212 522 48 18 88',
      fax: '+212 522 48 18 80',
    },
    parameters: p(4, '09:30', '16:00', 20),
  },
  {
    regionId: 3,
    slug: 'dakhla-oued-eddahab',
    capital: { fr: 'Dakhla', ar: 'الداخلة', communeFr: 'Commune de Dakhla', communeAr: 'جماعة الداخلة' },
    urbanAgencies: [{ fr: 'Agence urbaine de Dakhla', ar: 'الوكالة الحضرية للداخلة' }],
    centre: { addressFr: 'Avenue Al Walae, Dakhla', addressAr: 'شارع الولاء، الداخلة', phone: '+212 528 93 10 10', fax: null },
    parameters: p(3, '10:00', '12:00', 40),
  },
  {
    regionId: 4,
    slug: 'draa-tafilalet',
    capital: { fr: 'Errachidia', ar: 'الرشيدية', communeFr: "Commune d'Errachidia", communeAr: 'جماعة الرشيدية' },
    urbanAgencies: [
      { fr: "Agence urbaine d'Errachidia", ar: 'الوكالة الحضرية للرشيدية' },
      { fr: 'Agence urbaine de Ouarzazate-Zagora', ar: 'الوكالة الحضرية لورزازات زاكورة' },
    ],
    centre: {
      addressFr: 'Boulevard Moulay Ali Cherif, Errachidia',
      addressAr: 'شارع مولاي علي الشريف، الرشيدية',
      phone: '+212 535 57 20 20',
      fax: null,
    },
    parameters: p(1, '09:00', '12:00', 45),
  },
  {
    regionId: 5,
    slug: 'fes-meknes',
    capital: { fr: 'Fès', ar: 'فاس', communeFr: 'Commune de Fès', communeAr: 'جماعة فاس' },
    urbanAgencies: [
      { fr: 'Agence urbaine et de sauvegarde de Fès', ar: 'الوكالة الحضرية وإنقاذ فاس' },
      { fr: 'Agence urbaine de Meknès', ar: 'الوكالة الحضرية لمكناس' },
    ],
    centre: {
      addressFr: 'Avenue Allal El Fassi, Fès',
      addressAr: 'شارع علال الفاسي، فاس',
      phone: '+212 535 65 20 30',
      fax: '+212 535 65 20 31',
    },
    parameters: p(2, '09:00', '15:00', 30),
  },
  {
    regionId: 6,
    slug: 'guelmim-oued-noun',
    capital: { fr: 'Guelmim', ar: 'كلميم', communeFr: 'Commune de Guelmim', communeAr: 'جماعة كلميم' },
    urbanAgencies: [{ fr: 'Agence urbaine de Guelmim', ar: 'الوكالة الحضرية لكلميم' }],
    centre: {
      addressFr: 'Avenue Hassan II, Guelmim',
      addressAr: 'شارع الحسن الثاني، كلميم',
      phone: '+212 528 77 30 30',
      fax: null,
    },
    parameters: p(3, '09:30', '12:30', 45),
  },
  {
    regionId: 7,
    slug: 'laayoune-sakia-elhamra',
    capital: { fr: 'Laâyoune', ar: 'العيون', communeFr: 'Commune de Laâyoune', communeAr: 'جماعة العيون' },
    urbanAgencies: [{ fr: 'Agence urbaine de Laâyoune', ar: 'الوكالة الحضرية للعيون' }],
    centre: { addressFr: 'Avenue de La Mecque, Laâyoune', addressAr: 'شارع مكة، العيون', phone: '+212 528 99 30 40', fax: null },
    parameters: p(4, '10:00', '13:00', 40),
  },
  {
    regionId: 8,
    slug: 'marrakech-safi',
    capital: { fr: 'Marrakech', ar: 'مراكش', communeFr: 'Commune de Marrakech', communeAr: 'جماعة مراكش' },
    urbanAgencies: [
      { fr: 'Agence urbaine de Marrakech', ar: 'الوكالة الحضرية لمراكش' },
      { fr: 'Agence urbaine de Safi-Youssoufia', ar: 'الوكالة الحضرية لآسفي اليوسفية' },
    ],
    centre: {
      addressFr: 'Avenue Mohammed VI, Marrakech',
      addressAr: 'شارع محمد السادس، مراكش',
      phone: '+212 524 42 04 93',
      fax: '+212 524 42 04 94',
    },
    parameters: p(3, '09:00', '15:30', 25),
  },
  {
    regionId: 9,
    slug: 'oriental',
    capital: { fr: 'Oujda', ar: 'وجدة', communeFr: "Commune d'Oujda", communeAr: 'جماعة وجدة' },
    urbanAgencies: [
      { fr: "Agence urbaine d'Oujda", ar: 'الوكالة الحضرية لوجدة' },
      { fr: 'Agence urbaine de Nador', ar: 'الوكالة الحضرية للناظور' },
    ],
    centre: {
      addressFr: 'Boulevard Mohammed V, Oujda',
      addressAr: 'شارع محمد الخامس، وجدة',
      phone: '+212 536 69 10 10',
      fax: '+212 536 69 10 11',
    },
    parameters: p(2, '09:30', '13:00', 30),
  },
  {
    regionId: 10,
    slug: 'rabat-sale-kenitra',
    capital: { fr: 'Rabat', ar: 'الرباط', communeFr: 'Commune de Rabat', communeAr: 'جماعة الرباط' },
    urbanAgencies: [
      { fr: 'Agence urbaine de Rabat-Salé', ar: 'الوكالة الحضرية للرباط وسلا' },
      { fr: 'Agence urbaine de Skhirate-Témara', ar: 'الوكالة الحضرية للصخيرات تمارة' },
      { fr: 'Agence urbaine de Kénitra-Sidi Kacem', ar: 'الوكالة الحضرية للقنيطرة سيدي قاسم' },
    ],
    centre: {
      addressFr: 'Avenue Annakhil, Hay Riad, Rabat',
      addressAr: 'شارع النخيل، حي الرياض، الرباط',
      phone: '+212 537 77 64 00',
      fax: '+212 537 77 64 01',
    },
    parameters: p(3, '09:00', '16:00', 20),
  },
  {
    regionId: 11,
    slug: 'souss-massa',
    capital: { fr: 'Agadir', ar: 'أكادير', communeFr: "Commune d'Agadir", communeAr: 'جماعة أكادير' },
    urbanAgencies: [
      { fr: "Agence urbaine d'Agadir", ar: 'الوكالة الحضرية لأكادير' },
      { fr: 'Agence urbaine de Taroudant', ar: 'الوكالة الحضرية لتارودانت' },
    ],
    centre: {
      addressFr: 'Avenue Hassan II, Agadir',
      addressAr: 'شارع الحسن الثاني، أكادير',
      phone: '+212 528 23 08 77',
      fax: '+212 528 23 08 78',
    },
    parameters: p(4, '09:00', '14:00', 30),
  },
  {
    regionId: 12,
    slug: 'tanger-tetouan-alhoceima',
    capital: { fr: 'Tanger', ar: 'طنجة', communeFr: 'Commune de Tanger', communeAr: 'جماعة طنجة' },
    urbanAgencies: [
      { fr: 'Agence urbaine de Tanger', ar: 'الوكالة الحضرية لطنجة' },
      { fr: 'Agence urbaine de Tétouan', ar: 'الوكالة الحضرية لتطوان' },
      { fr: "Agence urbaine d'Al Hoceïma", ar: 'الوكالة الحضرية للحسيمة' },
    ],
    centre: {
      addressFr: 'Avenue Mohammed VI, Tanger',
      addressAr: 'شارع محمد السادس، طنجة',
      phone: '+212 539 34 03 85',
      fax: '+212 539 34 03 86',
    },
    parameters: p(1, '09:30', '15:00', 25),
  },
];
