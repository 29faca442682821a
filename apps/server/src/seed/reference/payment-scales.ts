import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feeScales, procedurePaymentParameters } from '../../db/schema/payments.ts';
import { administrations, administrationTypes } from '../../db/schema/reference-data.ts';

/** Urban-planning procedures whose services are paid (spec 2 §4 PAYMENT; decision 054). */
const BUILDING = [3, 4, 8]; // building permit, housing group, permit amendment
const LAND_DIVISION = [5, 6]; // subdivision, break-up

type Scale = Omit<typeof feeScales.$inferInsert, 'id' | 'administrationId' | 'procedureId'>;

const agencyDoc = (name: string, ref: string) =>
  `Décision du conseil d'administration de l'${name.replace(/^Agence/, 'agence')} n° ${ref} fixant la rémunération des services rendus`;

/** The urban agency's scale: study of the file per m² of floor area (all levels), or per m² of land for divisions. */
function agencyScales(name: string, rank: number, procedureId: number): Scale[] {
  if (LAND_DIVISION.includes(procedureId))
    return [
      {
        labelFr: 'Étude du dossier de lotissement ou de morcellement',
        labelAr: 'دراسة ملف التجزئة أو التقسيم',
        basis: 'landArea',
        rateCentimes: 100,
        fixedCentimes: 100_000,
        officialDocument: agencyDoc(name, '4/2023 du 21 décembre 2023'),
        validFrom: '2024-01-01',
        validTo: null,
      },
    ];
  const current = rank === 1 ? 500 : 400;
  return [
    {
      labelFr: 'Étude du dossier de construction',
      labelAr: 'دراسة ملف البناء',
      basis: 'allLevelFloorArea',
      rateCentimes: current - 100,
      fixedCentimes: 0,
      officialDocument: agencyDoc(name, '2/2018 du 27 décembre 2018'),
      validFrom: '2019-01-01',
      validTo: '2023-12-31',
    },
    {
      labelFr: 'Étude du dossier de construction',
      labelAr: 'دراسة ملف البناء',
      basis: 'allLevelFloorArea',
      rateCentimes: current,
      fixedCentimes: 0,
      officialDocument: agencyDoc(name, '3/2023 du 21 décembre 2023'),
      validFrom: '2024-01-01',
      validTo: null,
    },
  ];
}

const COMMUNE_DOC =
  'Arrêté fiscal communal pris en application de la loi n° 47-06 relative à la fiscalité des collectivités locales';

/** The commune's taxes: construction per m² of covered floor area, subdivision per m² of land. */
function communeScales(procedureId: number): Scale[] {
  if (LAND_DIVISION.includes(procedureId))
    return [
      {
        labelFr: 'Taxe sur les opérations de lotissement',
        labelAr: 'الرسم على عمليات التجزئة',
        basis: 'landArea',
        rateCentimes: 200,
        fixedCentimes: 0,
        officialDocument: COMMUNE_DOC,
        validFrom: '2008-01-01',
        validTo: null,
      },
    ];
  return [
    {
      labelFr: 'Taxe sur les opérations de construction',
      labelAr: 'الرسم على عمليات البناء',
      basis: 'coveredFloorArea',
      rateCentimes: 1_500,
      fixedCentimes: 0,
      officialDocument: COMMUNE_DOC,
      validFrom: '2008-01-01',
      validTo: null,
    },
    {
      labelFr: "Droit de délivrance de l'autorisation",
      labelAr: 'واجب تسليم الرخصة',
      basis: 'facadeLength',
      rateCentimes: 0,
      fixedCentimes: 20_000,
      officialDocument: COMMUNE_DOC,
      validFrom: '2008-01-01',
      validTo: null,
    },
  ];
}

/**
 * Fee scales and payment parameters of every region (issue 16): each urban agency and the capital commune
 * are paid for the urban-planning procedures, online payment accepted. Idempotent: written once.
 */
export async function seedPaymentScales(db: Db): Promise<void> {
  const [any] = await db.select({ id: feeScales.id }).from(feeScales).limit(1);
  if (any) return;
  const rows = await db
    .select({
      id: administrations.id,
      code: administrations.code,
      regionId: administrations.regionId,
      nameFr: administrations.nameFr,
      type: administrationTypes.code,
    })
    .from(administrations)
    .innerJoin(administrationTypes, eq(administrationTypes.id, administrations.typeId));
  const scales: (typeof feeScales.$inferInsert)[] = [];
  const parameters: (typeof procedurePaymentParameters.$inferInsert)[] = [];
  for (const a of rows) {
    if (a.regionId === null) continue;
    const agencyRank = /^URBAN_AGENCY_(\d+)_/.exec(a.code)?.[1];
    const isCommune = a.code.startsWith('CAPITAL_COMMUNE_');
    if (!agencyRank && !isCommune) continue;
    for (const procedureId of [...BUILDING, ...LAND_DIVISION]) {
      const own = agencyRank ? agencyScales(a.nameFr, Number(agencyRank), procedureId) : communeScales(procedureId);
      for (const s of own) scales.push({ ...s, administrationId: a.id, procedureId });
      // The first urban agency of a region instructs its files (decision 054); the others keep their scales.
      if (isCommune || agencyRank === '1')
        parameters.push({ regionId: a.regionId, procedureId, administrationId: a.id, acceptsOnlinePayment: true });
    }
  }
  await db.transaction(async (tx) => {
    if (scales.length) await tx.insert(feeScales).values(scales);
    if (parameters.length) await tx.insert(procedurePaymentParameters).values(parameters).onConflictDoNothing();
  });
}
