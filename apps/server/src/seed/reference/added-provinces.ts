import type { CommuneKind } from '@cri/shared/enums/reference-data';

/**
 * The 11 provinces of the 75 that the administrative dataset lacks (decree 2-15-40 of 20 February 2015
 * on the twelve regions), with their chief town and main communes. Province ids continue at 101 and
 * commune ids at 901, above the dataset's DIV_064 and COM_0881.
 */
export interface AddedProvince {
  id: number;
  regionId: number;
  nameFr: string;
  nameAr: string;
  communes: { id: number; nameFr: string; nameAr: string; kind: CommuneKind }[];
}

export const ADDED_PROVINCES: AddedProvince[] = [
  {
    id: 101,
    regionId: 12,
    nameFr: 'Tétouan',
    nameAr: 'تطوان',
    communes: [
      { id: 901, nameFr: 'Tétouan', nameAr: 'تطوان', kind: 'URBAN' },
      { id: 902, nameFr: 'Oued Laou', nameAr: 'واد لاو', kind: 'URBAN' },
      { id: 903, nameFr: 'Azla', nameAr: 'أزلا', kind: 'RURAL' },
      { id: 904, nameFr: 'Ben Karrich', nameAr: 'بن قريش', kind: 'RURAL' },
    ],
  },
  {
    id: 102,
    regionId: 12,
    nameFr: 'Larache',
    nameAr: 'العرائش',
    communes: [
      { id: 905, nameFr: 'Larache', nameAr: 'العرائش', kind: 'URBAN' },
      { id: 906, nameFr: 'Ksar El Kébir', nameAr: 'القصر الكبير', kind: 'URBAN' },
      { id: 907, nameFr: 'Laouamra', nameAr: 'العوامرة', kind: 'RURAL' },
      { id: 908, nameFr: 'Khemis Sahel', nameAr: 'خميس الساحل', kind: 'RURAL' },
    ],
  },
  {
    id: 103,
    regionId: 12,
    nameFr: 'Al Hoceïma',
    nameAr: 'الحسيمة',
    communes: [
      { id: 909, nameFr: 'Al Hoceïma', nameAr: 'الحسيمة', kind: 'URBAN' },
      { id: 910, nameFr: 'Imzouren', nameAr: 'إمزورن', kind: 'URBAN' },
      { id: 911, nameFr: 'Targuist', nameAr: 'تارجيست', kind: 'URBAN' },
      { id: 912, nameFr: 'Bni Bouayach', nameAr: 'بني بوعياش', kind: 'URBAN' },
      { id: 913, nameFr: 'Aït Youssef Ou Ali', nameAr: 'آيت يوسف وعلي', kind: 'RURAL' },
    ],
  },
  {
    id: 104,
    regionId: 12,
    nameFr: 'Chefchaouen',
    nameAr: 'شفشاون',
    communes: [
      { id: 914, nameFr: 'Chefchaouen', nameAr: 'شفشاون', kind: 'URBAN' },
      { id: 915, nameFr: 'Bab Berred', nameAr: 'باب برد', kind: 'RURAL' },
      { id: 916, nameFr: 'Bab Taza', nameAr: 'باب تازة', kind: 'RURAL' },
    ],
  },
  {
    id: 105,
    regionId: 2,
    nameFr: 'Benslimane',
    nameAr: 'ابن سليمان',
    communes: [
      { id: 917, nameFr: 'Benslimane', nameAr: 'ابن سليمان', kind: 'URBAN' },
      { id: 918, nameFr: 'Bouznika', nameAr: 'بوزنيقة', kind: 'URBAN' },
      { id: 919, nameFr: 'El Mansouria', nameAr: 'المنصورية', kind: 'RURAL' },
      { id: 920, nameFr: 'Cherrat', nameAr: 'الشراط', kind: 'RURAL' },
    ],
  },
  {
    id: 106,
    regionId: 2,
    nameFr: 'Settat',
    nameAr: 'سطات',
    communes: [
      { id: 921, nameFr: 'Settat', nameAr: 'سطات', kind: 'URBAN' },
      { id: 922, nameFr: 'Ben Ahmed', nameAr: 'ابن أحمد', kind: 'URBAN' },
      { id: 923, nameFr: 'El Borouj', nameAr: 'البروج', kind: 'URBAN' },
      { id: 924, nameFr: 'Oulad Saïd', nameAr: 'أولاد سعيد', kind: 'URBAN' },
      { id: 925, nameFr: 'Sidi El Aïdi', nameAr: 'سيدي العايدي', kind: 'RURAL' },
    ],
  },
  {
    id: 107,
    regionId: 4,
    nameFr: 'Errachidia',
    nameAr: 'الرشيدية',
    communes: [
      { id: 926, nameFr: 'Errachidia', nameAr: 'الرشيدية', kind: 'URBAN' },
      { id: 927, nameFr: 'Erfoud', nameAr: 'أرفود', kind: 'URBAN' },
      { id: 928, nameFr: 'Rissani', nameAr: 'الريصاني', kind: 'URBAN' },
      { id: 929, nameFr: 'Goulmima', nameAr: 'كلميمة', kind: 'URBAN' },
      { id: 930, nameFr: 'Aoufous', nameAr: 'أوفوس', kind: 'RURAL' },
    ],
  },
  {
    id: 108,
    regionId: 4,
    nameFr: 'Ouarzazate',
    nameAr: 'ورزازات',
    communes: [
      { id: 931, nameFr: 'Ouarzazate', nameAr: 'ورزازات', kind: 'URBAN' },
      { id: 932, nameFr: 'Taznakht', nameAr: 'تازناخت', kind: 'URBAN' },
      { id: 933, nameFr: 'Tarmigt', nameAr: 'ترميكت', kind: 'RURAL' },
      { id: 934, nameFr: 'Skoura Ahl El Oust', nameAr: 'سكورة أهل الوسط', kind: 'RURAL' },
    ],
  },
  {
    id: 109,
    regionId: 4,
    nameFr: 'Midelt',
    nameAr: 'ميدلت',
    communes: [
      { id: 935, nameFr: 'Midelt', nameAr: 'ميدلت', kind: 'URBAN' },
      { id: 936, nameFr: 'Er-Rich', nameAr: 'الريش', kind: 'URBAN' },
      { id: 937, nameFr: 'Boumia', nameAr: 'بومية', kind: 'RURAL' },
      { id: 938, nameFr: 'Zaïda', nameAr: 'زايدة', kind: 'RURAL' },
    ],
  },
  {
    id: 110,
    regionId: 4,
    nameFr: 'Tinghir',
    nameAr: 'تنغير',
    communes: [
      { id: 939, nameFr: 'Tinghir', nameAr: 'تنغير', kind: 'URBAN' },
      { id: 940, nameFr: "Kelâat M'Gouna", nameAr: 'قلعة مكونة', kind: 'URBAN' },
      { id: 941, nameFr: 'Boumalne Dadès', nameAr: 'بومالن دادس', kind: 'URBAN' },
      { id: 942, nameFr: 'Alnif', nameAr: 'ألنيف', kind: 'RURAL' },
    ],
  },
  {
    id: 111,
    regionId: 4,
    nameFr: 'Zagora',
    nameAr: 'زاكورة',
    communes: [
      { id: 943, nameFr: 'Zagora', nameAr: 'زاكورة', kind: 'URBAN' },
      { id: 944, nameFr: 'Agdz', nameAr: 'أكدز', kind: 'URBAN' },
      { id: 945, nameFr: 'Tamegroute', nameAr: 'تامكروت', kind: 'RURAL' },
      { id: 946, nameFr: "M'Hamid El Ghizlane", nameAr: 'امحاميد الغزلان', kind: 'RURAL' },
    ],
  },
];
