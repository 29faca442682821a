import {
  SHEET_AREA_FIELDS,
  SHEET_LENGTH_FIELDS,
  SHEET_MONEY_FIELDS,
  SHEET_NUMBER_FIELDS,
  type SheetNumberField,
} from '../enums/payments.ts';

/**
 * Fees and the technical sheet (issue 16; decision 054). Every quantity is an integer: areas, lengths and
 * dirham amounts of the sheet in hundredths (0.01 m², 0.01 m, centimes), fees in centimes. No float is
 * summed or stored; a typed value becomes hundredths once, with toHundredths.
 */

/** Caps on one parcel's values (spec 2 §3 Parcel: an area beyond them is a typing error, not a project). */
export const SHEET_CAPS: Record<SheetNumberField, number> = {
  ...(Object.fromEntries(SHEET_AREA_FIELDS.map((f) => [f, 10_000_000])) as Record<(typeof SHEET_AREA_FIELDS)[number], number>),
  ...(Object.fromEntries(SHEET_LENGTH_FIELDS.map((f) => [f, 100_000])) as Record<(typeof SHEET_LENGTH_FIELDS)[number], number>),
  ...(Object.fromEntries(SHEET_MONEY_FIELDS.map((f) => [f, 100_000_000_000])) as Record<
    (typeof SHEET_MONEY_FIELDS)[number],
    number
  >),
};
/** At most this many parcels on one sheet. */
export const SHEET_MAX_PARCELS = 50;
/** A fee scale's rate per unit is at most 10 000 DH (in centimes). */
export const FEE_RATE_MAX_CENTIMES = 1_000_000;

/** A typed value (at most two decimals) in hundredths, exactly: 12.34 → 1234. */
export const toHundredths = (value: number): number => Math.round(value * 100);
export const fromHundredths = (value: number): number => value / 100;

/** True when the value has at most two decimals (12.345 is refused rather than rounded silently). */
export const hasTwoDecimalsAtMost = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export type SheetValues = Record<SheetNumberField, number>;

/** The totals of the sheet: the sum of each number field over the parcels, in hundredths. */
export function sheetTotals(parcels: readonly SheetValues[]): SheetValues {
  const totals = Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, 0])) as SheetValues;
  for (const parcel of parcels) for (const f of SHEET_NUMBER_FIELDS) totals[f] += parcel[f];
  return totals;
}

/** The same totals from values as typed (units, two decimals), for the form while the investor types. */
export function typedTotals(parcels: readonly Partial<Record<SheetNumberField, number | string | null | undefined>>[]) {
  const asHundredths = parcels.map(
    (p) =>
      Object.fromEntries(
        SHEET_NUMBER_FIELDS.map((f) => {
          const text = String(p[f] ?? '')
            .replace(/\s/g, '')
            .replace(',', '.');
          const n = typeof p[f] === 'number' ? (p[f] as number) : text === '' ? 0 : Number(text);
          return [f, Number.isFinite(n) ? toHundredths(n) : 0];
        }),
      ) as SheetValues,
  );
  const totals = sheetTotals(asHundredths);
  return Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, fromHundredths(totals[f])])) as SheetValues;
}

/** The fields whose totals a fee may be computed on: areas and lengths (an amount per m² or per m). */
export const FEE_BASES = [...SHEET_AREA_FIELDS, ...SHEET_LENGTH_FIELDS] as const;
export type FeeBasis = (typeof FEE_BASES)[number];

/** One row of an administration's fee scale, as the rule needs it. */
export interface FeeScaleRow {
  id: number;
  labelFr: string;
  labelAr: string;
  basis: FeeBasis;
  /** Centimes per m² (or per m). */
  rateCentimes: number;
  /** Centimes added once. */
  fixedCentimes: number;
  /** ISO dates; validTo null while in force. */
  validFrom: string;
  validTo: string | null;
}

/** One explained item of a line computed from the scale: what it is for and how it was computed. */
export interface ScaleFeeItem {
  kind: 'SCALE';
  scaleId: number;
  labelFr: string;
  labelAr: string;
  basis: FeeBasis;
  /** The sheet's total of the basis, in hundredths (m² or m). */
  quantityHundredths: number;
  rateCentimes: number;
  fixedCentimes: number;
  amountCentimes: number;
}

/**
 * A document the centre collects from its issuing administration because the file does not hold it
 * (decision 059): a fixed amount, the type's collection fee or its region's override.
 */
export interface CollectionFeeItem {
  kind: 'DOCUMENT_COLLECTION';
  documentTypeId: number;
  labelFr: string;
  labelAr: string;
  fixedCentimes: number;
  amountCentimes: number;
}

/** One explained item of a line. Items stored before collection fees existed carry no kind: they are scale items. */
export type FeeItem = ScaleFeeItem | CollectionFeeItem;

export const scaleInForce = (row: Pick<FeeScaleRow, 'validFrom' | 'validTo'>, date: string): boolean =>
  row.validFrom <= date && (row.validTo === null || date <= row.validTo);

/** rate × quantity + fixed, in centimes, rounded half up to the centime (exact: BigInt product). */
export function feeAmount(rateCentimes: number, quantityHundredths: number, fixedCentimes: number): number {
  const product = BigInt(rateCentimes) * BigInt(quantityHundredths);
  return Number((product + 50n) / 100n) + fixedCentimes;
}

/** An administration's fees on a sheet's totals, from the scale rows in force on `date`. */
export function computeFees(scale: readonly FeeScaleRow[], totals: SheetValues, date: string) {
  const items: ScaleFeeItem[] = scale
    .filter((row) => scaleInForce(row, date))
    .map((row) => ({
      kind: 'SCALE' as const,
      scaleId: row.id,
      labelFr: row.labelFr,
      labelAr: row.labelAr,
      basis: row.basis,
      quantityHundredths: totals[row.basis],
      rateCentimes: row.rateCentimes,
      fixedCentimes: row.fixedCentimes,
      amountCentimes: feeAmount(row.rateCentimes, totals[row.basis], row.fixedCentimes),
    }));
  return { items, totalCentimes: items.reduce((sum, i) => sum + i.amountCentimes, 0) };
}

/** Dirhams (as numbers of the reference data, e.g. a document collection fee) to centimes. */
export const dirhamsToCentimes = (dirhams: number): number => Math.round(dirhams * 100);

/** A document type the payment's procedure requires and the centre may collect, with its fees in dirhams. */
export interface CollectableDocument {
  documentTypeId: number;
  nameFr: string;
  nameAr: string;
  /** The national fee (document_types.document_collection_fee), in dirhams. */
  nationalFee: number;
  /** The fee of the file's region when it differs (document_type_region_fees), in dirhams; null otherwise. */
  regionFee: number | null;
}

/**
 * The collection items of a payment (decision 059): each collectable document type the file has not provided,
 * at its region's fee when there is one, else the national fee, in centimes; a type whose fee is zero costs
 * nothing and is not listed. In the procedure's order. `labelOf` words the item in both languages (from the catalogues).
 */
export function collectionFees(
  documents: readonly CollectableDocument[],
  providedTypeIds: ReadonlySet<number>,
  labelOf: (document: CollectableDocument) => { fr: string; ar: string },
) {
  const items: CollectionFeeItem[] = [];
  for (const d of documents) {
    if (providedTypeIds.has(d.documentTypeId)) continue;
    const amountCentimes = dirhamsToCentimes(d.regionFee ?? d.nationalFee);
    if (amountCentimes <= 0) continue;
    const label = labelOf(d);
    items.push({
      kind: 'DOCUMENT_COLLECTION',
      documentTypeId: d.documentTypeId,
      labelFr: label.fr,
      labelAr: label.ar,
      fixedCentimes: amountCentimes,
      amountCentimes,
    });
  }
  return { items, totalCentimes: items.reduce((sum, i) => sum + i.amountCentimes, 0) };
}

/** A line's fees: its scale's items, then the collection items when the line carries them (the first line). */
export function lineFees(
  scale: readonly FeeScaleRow[],
  totals: SheetValues,
  date: string,
  collection: readonly CollectionFeeItem[],
) {
  const fees = computeFees(scale, totals, date);
  const items: FeeItem[] = [...fees.items, ...collection];
  return { items, totalCentimes: items.reduce((sum, i) => sum + i.amountCentimes, 0) };
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * An amount in centimes as the spec shows it: a space between thousands, two decimals after a comma,
 * then the currency (DH in French, درهم in Arabic): 123456789 → "1 234 567,89 DH".
 */
export function formatDh(centimes: number, lang: 'fr' | 'ar' = 'fr'): string {
  const sign = centimes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centimes));
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${whole},${cents} ${lang === 'ar' ? 'درهم' : 'DH'}`;
}

/** A quantity in hundredths as typed back: 123456 → "1 234,56". */
export function formatHundredths(value: number): string {
  const abs = Math.abs(value);
  const whole = groupThousands(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${value < 0 ? '-' : ''}${whole}${rest === 0 ? '' : `,${String(rest).padStart(2, '0')}`}`;
}
