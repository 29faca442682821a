import type { TPiafeStatistics } from '@cri/shared/schemas/piafe';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type StatisticsLabels, statisticsCsv, statisticsXlsx } from './statistics-export.ts';

const stats: TPiafeStatistics = {
  visits: 3,
  holders: 1,
  projects: 2,
  byMaturity: [{ key: 'PREPARING', count: 2 }],
  bySector: [{ sectorId: 1, nameFr: 'Agro; industrie', nameAr: 'فلاحة', count: 2 }],
  byRegion: [{ regionId: 10, nameFr: 'Rabat-Salé-Kénitra', nameAr: 'الرباط', visits: 3, projects: 2 }],
  funding: { obtained: 1, obtainedAmount: 180000, rejected: 0, pending: 0 },
  jobs: { estimated: 12, created: 7 },
};
const labels: StatisticsLabels = {
  heading: (k) => k,
  maturity: (c) => `m:${c}`,
  sector: (r) => r.nameFr ?? '',
  region: (r) => r.nameFr,
};

describe('the statistics export', () => {
  it('writes one CSV line per figure, quoting what needs it', () => {
    const lines = statisticsCsv(stats, labels).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('visits;3');
    expect(lines).toContain('m:PREPARING;2');
    expect(lines).toContain('"Agro; industrie";2');
    expect(lines).toContain('Rabat-Salé-Kénitra;3;2');
  });

  it('writes the same rows as an XLSX: labels in the language shown, figures as numbers, right to left in Arabic', async () => {
    const arabic = {
      heading: (k: string) => ({ visits: 'الزيارات', fundingAmount: 'مبلغ التمويل', byRegion: 'حسب الجهة' })[k] ?? k,
      maturity: (c: string) => `م:${c}`,
      sector: (r: TPiafeStatistics['bySector'][number]) => r.nameAr ?? '',
      region: (r: TPiafeStatistics['byRegion'][number]) => r.nameAr,
    };
    const blob = await statisticsXlsx(stats, { ...arabic, sheet: 'إحصائيات بيافي', rightToLeft: true });
    const parts = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    const strings = strFromU8(parts['xl/sharedStrings.xml'] ?? new Uint8Array());
    const workbook = strFromU8(parts['xl/workbook.xml'] ?? new Uint8Array());
    for (const text of ['الزيارات', 'مبلغ التمويل', 'م:PREPARING', 'فلاحة', 'الرباط', 'حسب الجهة'])
      expect(`${sheet}${strings}`).toContain(text);
    // Numbers are numeric cells (no t="s"), e.g. the funding amount.
    expect(sheet).toMatch(/<c r="B5"[^>]*><v>180000<\/v><\/c>/);
    expect(sheet).toContain('rightToLeft="1"');
    expect(workbook).toContain('إحصائيات بيافي');
  });
});
