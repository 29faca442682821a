import type { CommuneKind, ProvinceCategory } from '@cri/shared/enums/reference-data';
import type { communes, provinces, regions } from '../../db/schema.ts';
import { ADDED_PROVINCES } from './added-provinces.ts';
import communesJson from './admin-divisions/communes.json' with { type: 'json' };
import divisionsJson from './admin-divisions/region-divisions.json' with { type: 'json' };
import regionsJson from './admin-divisions/regions.json' with { type: 'json' };

export type RegionRow = typeof regions.$inferInsert;
export type ProvinceRow = typeof provinces.$inferInsert;
export type CommuneRow = typeof communes.$inferInsert;

/** The four southern and south-eastern regions whose centres are not yet on the platform. */
const NOT_DEPLOYED_REGION_IDS = new Set([3, 4, 6, 7]);

/**
 * Category rule: A for the 13 prefectures, for the provinces whose chief town is a regional capital, and
 * for the provinces whose chief town had more than 150 000 inhabitants at the 2014 census (the major
 * urban and economic centres); B for every other province.
 */
const CATEGORY_A_PROVINCE_IDS = new Set([
  10, // Béni Mellal: regional capital
  107, // Errachidia: regional capital
  24, // Guelmim: regional capital
  33, // Laâyoune: regional capital
  42, // Oued Ed-Dahab (Dakhla): regional capital
  32, // Kénitra
  101, // Tétouan
  47, // Safi
  16, // El Jadida
  29, // Khouribga
  40, // Nador
]);

const idOf = (code: string): number => Number(code.slice(code.indexOf('_') + 1));

function provinceCategory(id: number, kind: ProvinceRow['kind']): ProvinceCategory {
  return kind === 'PREFECTURE' || CATEGORY_A_PROVINCE_IDS.has(id) ? 'A' : 'B';
}

export function buildAdminDivisions(): { regions: RegionRow[]; provinces: ProvinceRow[]; communes: CommuneRow[] } {
  const regionRows: RegionRow[] = regionsJson.regions.map((r) => {
    const id = idOf(r.id);
    return { id, code: r.id, nameFr: r.name.fr, nameAr: r.name.ar, deployed: !NOT_DEPLOYED_REGION_IDS.has(id) };
  });
  const deployed = new Set(regionRows.filter((r) => r.deployed).map((r) => r.id));

  const provinceRows: ProvinceRow[] = divisionsJson.region_divisions.map((d) => {
    const id = idOf(d.id);
    const kind = d.type === 'prefecture' ? 'PREFECTURE' : 'PROVINCE';
    return {
      id,
      code: d.id,
      regionId: idOf(d.region_id),
      nameFr: d.name.fr,
      nameAr: d.name.ar,
      kind,
      category: provinceCategory(id, kind),
    };
  });
  for (const p of ADDED_PROVINCES) {
    const code = `DIV_${String(p.id).padStart(3, '0')}`;
    provinceRows.push({
      id: p.id,
      code,
      regionId: p.regionId,
      nameFr: p.nameFr,
      nameAr: p.nameAr,
      kind: 'PROVINCE',
      category: provinceCategory(p.id, 'PROVINCE'),
    });
  }
  const provinceById = new Map(provinceRows.map((p) => [p.id, p]));

  const communeRows: CommuneRow[] = [];
  const addCommune = (c: { id: number; provinceId: number; nameFr: string; nameAr: string; kind: CommuneKind }) => {
    const province = provinceById.get(c.provinceId);
    if (!province) throw new Error(`Commune ${c.id} refers to unknown province ${c.provinceId}`);
    const inDeployedRegion = deployed.has(province.regionId);
    communeRows.push({
      ...c,
      code: `COM_${String(c.id).padStart(4, '0')}`,
      regionId: province.regionId,
      // Rokhas handles building permits of the urban communes of the regions on the platform.
      rokhas: inDeployedRegion && c.kind === 'URBAN',
      // The land-information team covers the major centres (category A) of the deployed regions first.
      gir: inDeployedRegion && province.category === 'A',
    });
  };
  for (const c of communesJson.communes) {
    const kind = c.type === 'urbain' ? 'URBAN' : 'RURAL';
    addCommune({ id: idOf(c.id), provinceId: idOf(c.region_division_id), nameFr: c.name.fr, nameAr: c.name.ar, kind });
  }
  for (const p of ADDED_PROVINCES) for (const c of p.communes) addCommune({ ...c, provinceId: p.id });

  return { regions: regionRows, provinces: provinceRows, communes: communeRows };
}
