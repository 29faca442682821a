import type { TPiafeStatistics } from '@cri/shared/schemas/piafe';

/** The labels of the export, in the language shown. */
export interface StatisticsLabels {
  heading: (key: string) => string;
  maturity: (code: string) => string;
  sector: (row: TPiafeStatistics['bySector'][number]) => string;
  region: (row: TPiafeStatistics['byRegion'][number]) => string;
}

/** One row of the export: a label then its figures; a section heading is a row of labels only; [] a blank row. */
type Row = (string | number)[];

/**
 * The reporting export's rows (decision 073): the totals, then one section per breakdown, labels in the language
 * shown. The CSV and the XLSX are both written from these, so they hold the same figures as the screen.
 */
export function statisticsRows(stats: TPiafeStatistics, label: StatisticsLabels): Row[] {
  return [
    [label.heading('visits'), stats.visits],
    [label.heading('holders'), stats.holders],
    [label.heading('projects'), stats.projects],
    [label.heading('fundingObtained'), stats.funding.obtained],
    [label.heading('fundingAmount'), stats.funding.obtainedAmount],
    [label.heading('fundingRejected'), stats.funding.rejected],
    [label.heading('fundingPending'), stats.funding.pending],
    [label.heading('jobsEstimated'), stats.jobs.estimated],
    [label.heading('jobsCreated'), stats.jobs.created],
    [],
    [label.heading('byMaturity')],
    ...stats.byMaturity.map((r) => [label.maturity(r.key), r.count]),
    [],
    [label.heading('bySector')],
    ...stats.bySector.map((r) => [label.sector(r), r.count]),
    [],
    [label.heading('byRegion'), label.heading('col.visits'), label.heading('col.projects')],
    ...stats.byRegion.map((r) => [label.region(r), r.visits, r.projects]),
  ];
}

/** One cell of a CSV line: quoted when it holds a separator, a quote or a line break. */
const cell = (v: string | number): string => {
  const s = String(v);
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** The CSV: `;`-separated as spreadsheets read it in French locales, with a BOM so accents and Arabic open right. */
export function statisticsCsv(stats: TPiafeStatistics, label: StatisticsLabels): string {
  return `\uFEFF${statisticsRows(stats, label)
    .map((l) => l.map(cell).join(';'))
    .join('\r\n')}\r\n`;
}

/**
 * The XLSX (write-excel-file, as the back-office exports, decision 062): figures stay numeric cells, section
 * headings are bold, the sheet reads right to left in Arabic. The library is loaded on the click only.
 */
export async function statisticsXlsx(
  stats: TPiafeStatistics,
  label: StatisticsLabels & { sheet: string; rightToLeft: boolean },
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const data = statisticsRows(stats, label).map((row) => {
    const heading = row.length > 0 && row.every((v) => typeof v === 'string');
    return row.map((v) =>
      typeof v === 'number' ? { value: v, type: Number } : { value: v, ...(heading ? { fontWeight: 'bold' as const } : {}) },
    );
  });
  return writeXlsxFile(data, {
    sheet: label.sheet.slice(0, 31),
    columns: [{ width: 48 }, { width: 14 }, { width: 14 }],
    rightToLeft: label.rightToLeft,
  }).toBlob();
}
