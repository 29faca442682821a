import type { TPiafeStatistics } from '@cri/shared/schemas/piafe';

/** One cell of a CSV line: quoted when it holds a separator, a quote or a line break. */
const cell = (v: string | number): string => {
  const s = String(v);
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * The reporting export (CSV, `;`-separated as spreadsheets read it in French locales, with a BOM so
 * accents and Arabic open right): one section per indicator, labels in the language shown.
 */
export function statisticsCsv(
  stats: TPiafeStatistics,
  label: {
    heading: (key: string) => string;
    maturity: (code: string) => string;
    sector: (row: TPiafeStatistics['bySector'][number]) => string;
    region: (row: TPiafeStatistics['byRegion'][number]) => string;
  },
): string {
  const lines: (string | number)[][] = [
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
  return `\uFEFF${lines.map((l) => l.map(cell).join(';')).join('\r\n')}\r\n`;
}
