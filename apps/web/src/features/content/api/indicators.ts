import {
  type TBottlenecks,
  type TConnectedVisitors,
  type TIndicatorsRange,
  type TProjectsStatus,
  type TRegisteredInvestors,
  type TStatisticalCrui,
  ZBottlenecks,
  ZConnectedVisitors,
  ZProjectsStatus,
  ZRegisteredInvestors,
  ZStatisticalCrui,
} from '@cri/shared/schemas/indicators';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';

export interface Indicators {
  investors: TRegisteredInvestors;
  visits: TConnectedVisitors;
  projects: TProjectsStatus;
  crui: TStatisticalCrui;
  bottlenecks: TBottlenecks;
}

/** The four calls of spec 1 §7 for one range (YYYY-MM-DD sent). */
export async function getIndicators(range: TIndicatorsRange): Promise<Indicators> {
  const post = (path: string) => apiFetch<unknown>(path, { method: 'POST', body: range });
  const [investors, visits, projects, crui, bottlenecks] = await Promise.all([
    apiFetch<unknown>('/global-indicators/registered-investors', { query: { ...range } }),
    post('/global-indicators/connected-visitors'),
    post('/global-indicators/projects-status'),
    post('/global-indicators/statistical-crui'),
    post('/global-indicators/bottlenecks'),
  ]);
  return {
    investors: ZRegisteredInvestors.parse(investors),
    visits: ZConnectedVisitors.parse(visits),
    projects: ZProjectsStatus.parse(projects),
    crui: ZStatisticalCrui.parse(crui),
    bottlenecks: ZBottlenecks.parse(bottlenecks),
  };
}

export function useIndicators(range: TIndicatorsRange | null) {
  return useQuery({
    queryKey: ['content', 'indicators', range],
    enabled: range !== null,
    retry: false,
    queryFn: () => getIndicators(range as TIndicatorsRange),
  });
}

/** Downloads every figure of the range (decision 079), in the language shown. */
export function downloadIndicators(range: TIndicatorsRange, format: 'csv' | 'xlsx', lang: 'fr' | 'ar'): Promise<void> {
  const query = new URLSearchParams({ ...range, format, lang });
  return downloadFile(`/global-indicators/export?${query}`, `indicateurs-${range.startDate}-${range.endDate}.${format}`);
}
