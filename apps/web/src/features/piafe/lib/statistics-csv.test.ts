import { describe, expect, it } from 'vitest';
import { statisticsCsv } from './statistics-csv.ts';

describe('the statistics export', () => {
  it('writes one line per figure, quoting what needs it', () => {
    const csv = statisticsCsv(
      {
        visits: 3,
        holders: 1,
        projects: 2,
        byMaturity: [{ key: 'PREPARING', count: 2 }],
        bySector: [{ sectorId: 1, nameFr: 'Agro; industrie', nameAr: 'فلاحة', count: 2 }],
        byRegion: [{ regionId: 10, nameFr: 'Rabat-Salé-Kénitra', nameAr: 'الرباط', visits: 3, projects: 2 }],
        funding: { obtained: 1, obtainedAmount: 180000, rejected: 0, pending: 0 },
        jobs: { estimated: 12, created: 7 },
      },
      {
        heading: (k) => k,
        maturity: (c) => `m:${c}`,
        sector: (r) => r.nameFr ?? '',
        region: (r) => r.nameFr,
      },
    );
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('visits;3');
    expect(lines).toContain('m:PREPARING;2');
    expect(lines).toContain('"Agro; industrie";2');
    expect(lines).toContain('Rabat-Salé-Kénitra;3;2');
  });
});
