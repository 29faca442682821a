import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n.ts';
import { type PvInput, renderCommissionPv } from './commission-pv.ts';
import { frenchDate } from './document-layout.ts';
import { textWidth, wrapText } from './draw.ts';
import { drawnPages, drawsText } from './test-helpers.ts';

const OPINION_1200 =
  'Avis favorable sous réserve de la conformité du plan de masse avec le règlement de la zone, شركة Atlas للاستثمار. '
    .repeat(12)
    .slice(0, 1200);

function member(i: number, overrides: Partial<PvInput['members'][number]> = {}): PvInput['members'][number] {
  return {
    fullName: i % 2 === 0 ? `محمد العلوي ${i}` : `Fatima Zahra El Idrissi ${i}`,
    administration: { fr: `Administration régionale n° ${i}`, ar: `الإدارة الجهوية رقم ${i}` },
    attended: i !== 3,
    conflictOfInterest: i === 4,
    voting: i !== 3 && i !== 4,
    opinion: i === 1 ? 'FAVORABLE' : `Avis du membre ${i}.`,
    ...overrides,
  };
}

function input(overrides: Partial<PvInput> = {}): PvInput {
  return {
    region: { fr: 'Casablanca-Settat', ar: 'الدار البيضاء سطات' },
    sessionDate: '2026-03-05',
    project: {
      reference: 'CRI-CS-2026-00042',
      name: 'Unité de production شركة Atlas للاستثمار',
      investorName: 'محمد العلوي',
      procedures: ['Autorisation de construire', 'رخصة السكن'],
    },
    decision: {
      choice: 'FAVORABLE_WITH_RESTRICTIONS',
      commentsForInvestor: 'Merci de fournir le plan modifié. يرجى تقديم التصميم المعدل.',
      recommendation: null,
    },
    members: [0, 1, 2, 3, 4].map((i) => member(i)),
    advisorName: 'Karim Bennani',
    generatedAt: new Date('2026-03-05T17:45:00Z'),
    ...overrides,
  };
}

/** Per page, the text of each line drawn (left to right, decoded through the fonts' ToUnicode maps). */
async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  return (await drawnPages(bytes)).pages.map((lines) => lines.map((line) => line.text));
}

/** True when some drawn line has exactly HarfBuzz's glyphs for `text` (regular or bold). */
function drawnAsShaped(drawn: Awaited<ReturnType<typeof drawnPages>>, text: string): boolean {
  return drawn.pages.flat().some((line) => drawsText(line, drawn.fonts, text, line.font.endsWith('Bold') ? 'bold' : 'regular'));
}

const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('renderCommissionPv', () => {
  it('renders a valid A4 PDF that pdf-lib reads back, with its metadata', async () => {
    const bytes = await renderCommissionPv(input());
    expect(ascii(bytes.slice(0, 8))).toBe('%PDF-1.7');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe(`${translate('commissionPv.title')} — CRI-CS-2026-00042`);
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-03-05T17:45:00.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-03-05T17:45:00.000Z');
  });

  it('writes a classic cross-reference table without object streams (incremental signatures)', async () => {
    const text = ascii(await renderCommissionPv(input()));
    expect(text).not.toContain('/ObjStm');
    expect(text).not.toContain('/XRef');
    expect(text).toMatch(/\nxref\n0 \d+\n/);
    expect(text).toMatch(/trailer\n<<[^>]*\/Root \d+ 0 R/);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('gives the same bytes for the same input, other bytes for another date', async () => {
    const a = await renderCommissionPv(input());
    const b = await renderCommissionPv(input());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const c = await renderCommissionPv(input({ generatedAt: new Date('2026-03-06T09:00:00Z') }));
    expect(Buffer.from(a).equals(Buffer.from(c))).toBe(false);
  });

  it('embeds DejaVu Sans subsets with fixed names and draws Arabic as HarfBuzz shapes it, in visual order', async () => {
    const bytes = await renderCommissionPv(input());
    const text = ascii(bytes);
    expect(text).toContain('/BaseFont /CRIPVA+DejaVuSans');
    expect(text).toContain('/BaseFont /CRIPVB+DejaVuSans-Bold');
    expect(text).toContain('/FontFile2');
    const drawn = await drawnPages(bytes);
    // The region in Arabic and the investor: HarfBuzz's glyphs, right to left.
    expect(drawnAsShaped(drawn, 'جهة الدار البيضاء سطات')).toBe(true);
    expect(drawnAsShaped(drawn, 'محمد العلوي')).toBe(true);
    // A French line with an Arabic name keeps its Latin run left to right.
    expect(drawnAsShaped(drawn, 'Unité de production شركة Atlas للاستثمار')).toBe(true);
    const projectLine = drawn.pages.flat().find((l) => l.text.startsWith('Unité de production '));
    expect(projectLine?.text).toContain(' Atlas ');
    // "محمد" read back right to left from its glyphs (final dal drawn first).
    expect(drawn.pages.flat().some((l) => l.text.includes('دمحم'))).toBe(true);
  });

  it('prints the title, the session, the decision in words, the members and a page number on every page', async () => {
    const pages = await pageTexts(await renderCommissionPv(input()));
    const all = pages.flat();
    expect(all.join(' ')).toContain('Procès-verbal de la Commission Régionale');
    expect(all).toContain('Séance du 05/03/2026');
    expect(all).toContain(translate('projects.decisions.FAVORABLE_WITH_RESTRICTIONS'));
    expect(all).toContain(translate('commission.opinions.FAVORABLE')); // member 1's opinion code, in words
    expect(all).toContain('Région : Casablanca-Settat');
    expect(all).toContain('Karim Bennani');
    pages.forEach((texts, i) => {
      expect(texts).toContain(`Page ${i + 1} / ${pages.length}`);
    });
  });

  it('adds pages as members grow, with a number on each', async () => {
    const few = await pageTexts(await renderCommissionPv(input()));
    const members = Array.from({ length: 40 }, (_, i) => member(i, { opinion: OPINION_1200 }));
    const many = await pageTexts(await renderCommissionPv(input({ members })));
    expect(many.length).toBeGreaterThan(few.length);
    expect(many.length).toBeGreaterThanOrEqual(10);
    many.forEach((texts, i) => {
      expect(texts).toContain(`Page ${i + 1} / ${many.length}`);
    });
    // Every member is in the table and has a signature box when attending and voting.
    const drawn = await drawnPages(await renderCommissionPv(input({ members })));
    for (const m of members) expect(drawnAsShaped(drawn, m.fullName), m.fullName).toBe(true);
  });

  it('prints every decision in words, and says so when no member sat or nobody can sign', async () => {
    for (const choice of ['FAVORABLE', 'UNFAVORABLE', 'REQUIRES_COMPLEMENTS', 'TO_BE_RESCHEDULED', 'RECOMMENDATION'] as const) {
      const bytes = await renderCommissionPv(
        input({ decision: { choice, commentsForInvestor: null, recommendation: 'À revoir' } }),
      );
      const all = (await pageTexts(bytes)).flat();
      expect(all).toContain(translate(`projects.decisions.${choice}`));
      expect(all).toContain('À revoir');
      expect(all).toContain(translate('commissionPv.decision.none')); // no comments for the investor
    }
    const none = await pageTexts(await renderCommissionPv(input({ members: [] })));
    expect(none).toHaveLength(1);
    expect(none[0]).toContain(translate('commissionPv.members.empty'));
    expect(none[0]).toContain(translate('commissionPv.signatures.none'));
    // An absent member and one with a conflict get no signature box: only the other three sign.
    const all = (await pageTexts(await renderCommissionPv(input()))).flat();
    expect(all).toContain(translate('commissionPv.opinions.absent'));
    expect(all.filter((s) => s === translate('commissionPv.signatures.signature'))).toHaveLength(3);
  });

  it('refuses a decision outside the enum', async () => {
    const bad = input({ decision: { choice: 'MAYBE' as never, commentsForInvestor: null, recommendation: null } });
    await expect(renderCommissionPv(bad)).rejects.toThrow(/Unknown commission decision/);
  });
});

describe('wrapping with the real font', () => {
  it('wraps a 1200-character opinion into lines that fit the column', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const latin = 'Avis favorable sous réserve de la conformité du plan de masse avec le règlement. '.repeat(20).slice(0, 1200);
    const width = 480;
    const lines = wrapText(latin, { font, size: 9.5 }, width);
    expect(lines.length).toBeGreaterThanOrEqual(12);
    for (const line of lines) expect(font.widthOfTextAtSize(line.text, 9.5)).toBeLessThanOrEqual(width);
    expect(lines.map((l) => l.text).join(' ')).toBe(latin.trim());
  });

  it('wraps mixed Arabic and Latin with the embedded font, nothing lost', async () => {
    const { embedPdfFonts } = await import('./fonts.ts');
    const doc = await PDFDocument.create();
    const { regular } = await embedPdfFonts(doc);
    const lines = wrapText(OPINION_1200, { font: regular, size: 9.5 }, 480);
    expect(lines.length).toBeGreaterThanOrEqual(12);
    for (const line of lines) expect(textWidth(line.text, regular, 9.5)).toBeLessThanOrEqual(480);
    const letters = (s: string) => s.replace(/\s/g, '').length;
    expect(lines.reduce((n, l) => n + letters(l.text), 0)).toBe(letters(OPINION_1200));
  });
});

describe('frenchDate', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(frenchDate('2026-03-05')).toBe('05/03/2026');
    expect(frenchDate('not a date')).toBe('not a date');
  });
});
