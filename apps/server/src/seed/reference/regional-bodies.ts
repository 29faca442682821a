import type { AdministrationTypeCode } from '@cri/shared/enums/reference-data';
import type { administrations, administrationTypes, regionalCentres, regionParameters } from '../../db/schema.ts';
import type { RegionRow } from './admin-divisions.ts';
import { REGION_PROFILES } from './region-profiles.ts';

type AdministrationTypeRow = typeof administrationTypes.$inferInsert;
type AdministrationRow = typeof administrations.$inferInsert;

export const ADMINISTRATION_TYPES: AdministrationTypeRow[] = [
  { id: 1, code: 'MINISTRY', nameFr: 'Ministère', nameAr: 'وزارة', geographicCompetence: 'NATIONAL' },
  { id: 2, code: 'WILAYA', nameFr: 'Wilaya', nameAr: 'ولاية', geographicCompetence: 'REGIONAL' },
  { id: 3, code: 'URBAN_AGENCY', nameFr: 'Agence urbaine', nameAr: 'وكالة حضرية', geographicCompetence: 'PROVINCIAL' },
  { id: 4, code: 'COMMUNE', nameFr: 'Commune', nameAr: 'جماعة', geographicCompetence: 'COMMUNAL' },
  { id: 5, code: 'CIVIL_PROTECTION', nameFr: 'Protection civile', nameAr: 'الوقاية المدنية', geographicCompetence: 'REGIONAL' },
  {
    id: 6,
    code: 'ONEE',
    nameFr: "Office national de l'électricité et de l'eau potable",
    nameAr: 'المكتب الوطني للكهرباء والماء الصالح للشرب',
    geographicCompetence: 'REGIONAL',
  },
  {
    id: 7,
    code: 'URBAN_PLANNING_INSPECTION',
    nameFr: "Inspection régionale de l'urbanisme",
    nameAr: 'المفتشية الجهوية للتعمير',
    geographicCompetence: 'REGIONAL',
  },
  {
    id: 8,
    code: 'SECTORAL_DELEGATION',
    nameFr: 'Délégation sectorielle',
    nameAr: 'مندوبية قطاعية',
    geographicCompetence: 'REGIONAL',
  },
  { id: 9, code: 'STATE_DOMAINS', nameFr: "Domaines de l'État", nameAr: 'أملاك الدولة', geographicCompetence: 'NATIONAL' },
  {
    id: 10,
    code: 'LAND_REGISTRY',
    nameFr: 'Conservation foncière',
    nameAr: 'المحافظة العقارية',
    geographicCompetence: 'PROVINCIAL',
  },
  {
    id: 11,
    code: 'REGIONAL_INVESTMENT_CENTRE',
    nameFr: "Centre régional d'investissement",
    nameAr: 'المركز الجهوي للاستثمار',
    geographicCompetence: 'REGIONAL',
  },
];
const typeId = (code: AdministrationTypeCode): number => ADMINISTRATION_TYPES.find((t) => t.code === code)?.id ?? 0;

/** National administrations: ids 1-99, no region. */
const NATIONAL: [string, AdministrationTypeCode, string, string][] = [
  ['MIN_INTERIOR', 'MINISTRY', "Ministère de l'Intérieur", 'وزارة الداخلية'],
  [
    'MIN_URBAN_PLANNING',
    'MINISTRY',
    "Ministère de l'Aménagement du territoire national, de l'Urbanisme, de l'Habitat et de la Politique de la ville",
    'وزارة إعداد التراب الوطني والتعمير والإسكان وسياسة المدينة',
  ],
  ['MIN_INVESTMENT', 'MINISTRY', "Ministère chargé de l'Investissement", 'الوزارة المكلفة بالاستثمار'],
  ['MIN_AGRICULTURE', 'MINISTRY', "Ministère de l'Agriculture", 'وزارة الفلاحة'],
  ['DOMAINS_HQ', 'STATE_DOMAINS', "Direction des Domaines de l'État", 'مديرية أملاك الدولة'],
  [
    'ANCFCC',
    'LAND_REGISTRY',
    'Agence nationale de la conservation foncière, du cadastre et de la cartographie',
    'الوكالة الوطنية للمحافظة العقارية والمسح العقاري والخرائطية',
  ],
  ['ONEE_HQ', 'ONEE', "Office national de l'électricité et de l'eau potable", 'المكتب الوطني للكهرباء والماء الصالح للشرب'],
  ['CIVIL_PROTECTION_HQ', 'CIVIL_PROTECTION', 'Direction générale de la Protection civile', 'المديرية العامة للوقاية المدنية'],
];

/** The regional administrations every centre's commission calls on; `{r}` is the region's name. */
const REGIONAL: [string, AdministrationTypeCode, string, string][] = [
  ['WILAYA', 'WILAYA', 'Wilaya de la région {r}', 'ولاية جهة {r}'],
  [
    'CIVIL_PROTECTION',
    'CIVIL_PROTECTION',
    'Direction régionale de la Protection civile, région {r}',
    'المديرية الجهوية للوقاية المدنية بجهة {r}',
  ],
  ['ONEE', 'ONEE', 'ONEE, direction régionale {r}', 'المكتب الوطني للكهرباء والماء الصالح للشرب، المديرية الجهوية {r}'],
  [
    'IRUA',
    'URBAN_PLANNING_INSPECTION',
    "Inspection régionale de l'urbanisme, de l'architecture et de l'aménagement du territoire, région {r}",
    'المفتشية الجهوية للتعمير والهندسة المعمارية وإعداد التراب الوطني بجهة {r}',
  ],
  ['DRA', 'SECTORAL_DELEGATION', "Direction régionale de l'agriculture, région {r}", 'المديرية الجهوية للفلاحة بجهة {r}'],
  ['DRT', 'SECTORAL_DELEGATION', 'Délégation régionale du tourisme, région {r}', 'المندوبية الجهوية للسياحة بجهة {r}'],
  [
    'DRIC',
    'SECTORAL_DELEGATION',
    "Direction régionale de l'industrie et du commerce, région {r}",
    'المديرية الجهوية للصناعة والتجارة بجهة {r}',
  ],
  ['DRE', 'SECTORAL_DELEGATION', "Direction régionale de l'environnement, région {r}", 'المديرية الجهوية للبيئة بجهة {r}'],
  ['DRS', 'SECTORAL_DELEGATION', 'Direction régionale de la santé, région {r}', 'المديرية الجهوية للصحة بجهة {r}'],
  [
    'DOMAINS',
    'STATE_DOMAINS',
    "Délégation régionale des Domaines de l'État, région {r}",
    'المندوبية الجهوية لأملاك الدولة بجهة {r}',
  ],
];

export function buildRegionalBodies(regions: RegionRow[]) {
  const regionName = new Map(regions.map((r) => [r.id, r]));
  const administrationRows: AdministrationRow[] = NATIONAL.map(([code, type, nameFr, nameAr], i) => ({
    id: i + 1,
    code,
    typeId: typeId(type),
    regionId: null,
    nameFr,
    nameAr,
  }));
  const centreRows: (typeof regionalCentres.$inferInsert)[] = [];
  const parameterRows: (typeof regionParameters.$inferInsert)[] = [];

  for (const profile of REGION_PROFILES) {
    const region = regionName.get(profile.regionId);
    if (!region) throw new Error(`Region profile of unknown region ${profile.regionId}`);
    const suffix = `R${String(profile.regionId).padStart(2, '0')}`;
    // Regional ids: region × 100 + rank, so a region's administrations keep their ids when others are added.
    let rank = 0;
    const add = (code: string, type: AdministrationTypeCode, nameFr: string, nameAr: string) => {
      rank += 1;
      administrationRows.push({
        id: profile.regionId * 100 + rank,
        code: `${code}_${suffix}`,
        typeId: typeId(type),
        regionId: profile.regionId,
        nameFr,
        nameAr,
        // The wilaya and the region's first urban agency sit in every commission of the region (demo, decision 085).
        permanent: code === 'WILAYA' || code === 'URBAN_AGENCY_1',
      });
    };
    for (const [code, type, fr, ar] of REGIONAL)
      add(code, type, fr.replace('{r}', region.nameFr), ar.replace('{r}', region.nameAr));
    for (const [i, a] of profile.urbanAgencies.entries()) add(`URBAN_AGENCY_${i + 1}`, 'URBAN_AGENCY', a.fr, a.ar);
    add('CAPITAL_COMMUNE', 'COMMUNE', profile.capital.communeFr, profile.capital.communeAr);

    centreRows.push({
      regionId: profile.regionId,
      nameFr: `Centre régional d'investissement de la région ${region.nameFr}`,
      nameAr: `المركز الجهوي للاستثمار لجهة ${region.nameAr}`,
      ...profile.centre,
      email: `contact@cri-${profile.slug}.ma`,
      website: `https://www.cri-${profile.slug}.ma`,
      // The hours of Moroccan public administrations; the director is entered by regional support (decision 064).
      openingTime: '08:30',
      closingTime: '16:30',
    });
    parameterRows.push({ regionId: profile.regionId, ...profile.parameters });
  }
  return {
    administrationTypes: ADMINISTRATION_TYPES,
    administrations: administrationRows,
    regionalCentres: centreRows,
    regionParameters: parameterRows,
  };
}
