import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHEET_NUMBER_FIELDS } from '../enums/payments.ts';
import {
  type CollectableDocument,
  collectionFees,
  computeFees,
  type FeeScaleRow,
  feeAmount,
  formatDh,
  formatHundredths,
  lineFees,
  SHEET_CAPS,
  SHEET_MAX_PARCELS,
  type SheetValues,
  sheetTotals,
  toHundredths,
  typedTotals,
} from './payments.ts';

const parcel = fc.record(
  Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, fc.integer({ min: 0, max: SHEET_CAPS[f] * 100 })])) as Record<
    keyof SheetValues,
    fc.Arbitrary<number>
  >,
);

const scaleRow = (over: Partial<FeeScaleRow> = {}): FeeScaleRow => ({
  id: 1,
  labelFr: 'Étude du dossier',
  labelAr: 'دراسة الملف',
  basis: 'coveredFloorArea',
  rateCentimes: 500,
  fixedCentimes: 0,
  validFrom: '2024-01-01',
  validTo: null,
  ...over,
});

describe('sheet totals', () => {
  it('sum each field over the parcels, in exact integers, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(parcel, { maxLength: SHEET_MAX_PARCELS }), (parcels) => {
        const totals = sheetTotals(parcels);
        for (const f of SHEET_NUMBER_FIELDS) {
          expect(Number.isSafeInteger(totals[f])).toBe(true);
          expect(totals[f]).toBe(parcels.reduce((s, p) => s + p[f], 0));
        }
        expect(sheetTotals([...parcels].reverse())).toEqual(totals);
      }),
    );
  });

  it('typed totals match the server totals of the same values', () => {
    fc.assert(
      fc.property(fc.array(parcel, { maxLength: 10 }), (parcels) => {
        const typed = parcels.map((p) => Object.fromEntries(SHEET_NUMBER_FIELDS.map((f) => [f, p[f] / 100])));
        const fromTyped = typedTotals(typed);
        const exact = sheetTotals(parcels);
        for (const f of SHEET_NUMBER_FIELDS) expect(toHundredths(fromTyped[f])).toBe(exact[f]);
      }),
    );
  });

  it('an empty or unreadable typed value counts as zero', () => {
    expect(typedTotals([{ landArea: '12,5' as unknown as number }, { landArea: '' }, { landArea: '7.25' }]).landArea).toBe(19.75);
    expect(typedTotals([{ landArea: '2 500' }, { landArea: '1\u202f000,5' }, { landArea: '12abc' }]).landArea).toBe(3500.5);
  });
});

describe('fees', () => {
  it('rate × area + fixed part, rounded half up to the centime', () => {
    // 5,00 DH per m² on 1 234,56 m² = 6 172,80 DH, plus 300 DH
    expect(feeAmount(500, 123_456, 30_000)).toBe(647_280);
    expect(feeAmount(1, 50, 0)).toBe(1);
    expect(feeAmount(1, 49, 0)).toBe(0);
  });

  it('stays an exact integer at the caps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: SHEET_CAPS.landArea * 100 * SHEET_MAX_PARCELS }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (rate, quantity, fixed) => {
          const amount = feeAmount(rate, quantity, fixed);
          expect(Number.isSafeInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(fixed);
          expect(amount - fixed).toBe(Number((BigInt(rate) * BigInt(quantity) + 50n) / 100n));
        },
      ),
    );
  });

  it('uses only the scale rows in force on the date and explains each item', () => {
    const totals = sheetTotals([{ ...sheetTotals([]), coveredFloorArea: 100_000, landArea: 500_000 }]);
    const fees = computeFees(
      [
        scaleRow({ id: 1, validTo: '2024-12-31', rateCentimes: 400 }),
        scaleRow({ id: 2, validFrom: '2025-01-01', rateCentimes: 500, fixedCentimes: 20_000 }),
        scaleRow({ id: 3, basis: 'landArea', rateCentimes: 100, validFrom: '2025-01-01' }),
      ],
      totals,
      '2026-03-01',
    );
    expect(fees.items.map((i) => [i.scaleId, i.quantityHundredths, i.amountCentimes])).toEqual([
      [2, 100_000, 520_000],
      [3, 500_000, 500_000],
    ]);
    expect(fees.totalCentimes).toBe(1_020_000);
  });

  it('the total is the sum of its items', () => {
    fc.assert(
      fc.property(
        parcel,
        fc.array(fc.record({ rate: fc.integer({ min: 0, max: 1_000_000 }), fixed: fc.integer({ min: 0, max: 1_000_000 }) }), {
          maxLength: 5,
        }),
        (p, rows) => {
          const fees = computeFees(
            rows.map((r, i) => scaleRow({ id: i, rateCentimes: r.rate, fixedCentimes: r.fixed })),
            sheetTotals([p]),
            '2026-01-01',
          );
          expect(fees.totalCentimes).toBe(fees.items.reduce((s, i) => s + i.amountCentimes, 0));
        },
      ),
    );
  });
});

describe('document collection fees (decision 059)', () => {
  const doc = (over: Partial<CollectableDocument> = {}): CollectableDocument => ({
    documentTypeId: 7,
    nameFr: 'Certificat de propriété',
    nameAr: 'شهادة الملكية',
    nationalFee: 100,
    regionFee: null,
    ...over,
  });
  const labelOf = (d: CollectableDocument) => ({ fr: `Frais de collecte : ${d.nameFr}`, ar: `مصاريف جلب الوثيقة: ${d.nameAr}` });

  it('a document not provided is collected at its region fee when there is one, else the national fee', () => {
    const documents = [
      doc(),
      doc({ documentTypeId: 9, nameFr: 'Plan cadastral', nationalFee: 100 }),
      doc({ documentTypeId: 10, nameFr: 'Note de renseignements urbanistiques', nationalFee: 200, regionFee: 300 }),
      doc({ documentTypeId: 24, nameFr: 'Attestation agriculture', nationalFee: 50.5 }),
      doc({ documentTypeId: 30, nameFr: 'Sans frais', nationalFee: 0 }),
    ];
    const fees = collectionFees(documents, new Set([9]), labelOf);
    expect(fees.items.map((i) => [i.documentTypeId, i.labelFr, i.amountCentimes])).toEqual([
      [7, 'Frais de collecte : Certificat de propriété', 10_000],
      [10, 'Frais de collecte : Note de renseignements urbanistiques', 30_000],
      [24, 'Frais de collecte : Attestation agriculture', 5_050],
    ]);
    expect(fees.items.every((i) => i.kind === 'DOCUMENT_COLLECTION' && i.fixedCentimes === i.amountCentimes)).toBe(true);
    expect(fees.totalCentimes).toBe(45_050);
    // A region fee of zero waives the collection there.
    expect(collectionFees([doc({ regionFee: 0 })], new Set(), labelOf).items).toEqual([]);
  });

  it('charges exactly the documents not provided, in integer centimes, and the line total adds them to the scale', () => {
    const fee = fc.integer({ min: 0, max: 99_999_999 }).map((c) => c / 100);
    const document = fc.record({
      documentTypeId: fc.integer({ min: 1, max: 60 }),
      nationalFee: fee,
      regionFee: fc.option(fee, { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(document, { selector: (d) => d.documentTypeId, maxLength: 12 }),
        fc.array(fc.integer({ min: 1, max: 60 })),
        parcel,
        (documents, provided, p) => {
          const all = documents.map((d) => doc(d));
          const held = new Set(provided);
          const fees = collectionFees(all, held, labelOf);
          const expected = all.filter((d) => !held.has(d.documentTypeId) && Math.round((d.regionFee ?? d.nationalFee) * 100) > 0);
          expect(fees.items.map((i) => i.documentTypeId)).toEqual(expected.map((d) => d.documentTypeId));
          for (const i of fees.items) expect(Number.isSafeInteger(i.amountCentimes) && i.amountCentimes > 0).toBe(true);
          expect(fees.totalCentimes).toBe(expected.reduce((s, d) => s + Math.round((d.regionFee ?? d.nationalFee) * 100), 0));
          // Providing every document leaves nothing to collect.
          expect(collectionFees(all, new Set(all.map((d) => d.documentTypeId)), labelOf).totalCentimes).toBe(0);
          const scale = [scaleRow({ fixedCentimes: 20_000 })];
          const line = lineFees(scale, sheetTotals([p]), '2026-01-01', fees.items);
          expect(line.totalCentimes).toBe(computeFees(scale, sheetTotals([p]), '2026-01-01').totalCentimes + fees.totalCentimes);
          expect(line.items.slice(1)).toEqual(fees.items);
        },
      ),
    );
  });
});

describe('DH formatting', () => {
  it('a space between thousands, a comma before the centimes', () => {
    expect(formatDh(123_456_789)).toBe('1 234 567,89 DH');
    expect(formatDh(5)).toBe('0,05 DH');
    expect(formatDh(100_000, 'ar')).toBe('1 000,00 درهم');
    expect(formatHundredths(123_456)).toBe('1 234,56');
    expect(formatHundredths(100_000)).toBe('1 000');
  });

  it('reads back to the same centimes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }), (c) => {
        const text = formatDh(c).replace(' DH', '').replaceAll(' ', '').replace(',', '.');
        expect(Math.round(Number(text) * 100)).toBe(c);
      }),
    );
  });
});
