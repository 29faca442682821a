import type { ProjectPhase } from '@cri/shared/enums/project-phases';
import {
  type TBottleneckFiles,
  type TBottlenecks,
  type TConnectedVisitors,
  type TIndicatorsRange,
  type TProjectsStatus,
  type TRegisteredInvestors,
  type TStatisticalCrui,
  ZBottleneckFiles,
  ZBottlenecks,
  ZConnectedVisitors,
  ZProjectsStatus,
  ZRegisteredInvestors,
  ZStatisticalCrui,
} from '@cri/shared/schemas/indicators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';

export interface Indicators {
  investors: TRegisteredInvestors;
  visits: TConnectedVisitors;
  projects: TProjectsStatus;
  crui: TStatisticalCrui;
}

/** The four calls of spec 1 §7 for one range (YYYY-MM-DD sent). */
export async function getIndicators(range: TIndicatorsRange): Promise<Indicators> {
  const post = (path: string) => apiFetch<unknown>(path, { method: 'POST', body: range });
  const [investors, visits, projects, crui] = await Promise.all([
    apiFetch<unknown>('/global-indicators/registered-investors', { query: { ...range } }),
    post('/global-indicators/connected-visitors'),
    post('/global-indicators/projects-status'),
    post('/global-indicators/statistical-crui'),
  ]);
  return {
    investors: ZRegisteredInvestors.parse(investors),
    visits: ZConnectedVisitors.parse(visits),
    projects: ZProjectsStatus.parse(projects),
    crui: ZStatisticalCrui.parse(crui),
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

/** The bottlenecks of the range (decision 078), of one region or all, with the waiting files of one step or of all. */
export function useBottlenecks(range: TIndicatorsRange, regionId: number | null, phase: ProjectPhase | null) {
  return useQuery({
    queryKey: ['content', 'bottlenecks', range, regionId, phase],
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<TBottlenecks> =>
      ZBottlenecks.parse(
        await apiFetch<unknown>('/global-indicators/bottlenecks', {
          method: 'POST',
          body: { ...range, ...(regionId ? { regionId } : {}), ...(phase ? { phase } : {}) },
        }),
      ),
  });
}

/** The figure whose files are listed (decision 090): a step's stays or an administration's opinions. */
export type MeasuredFigure = { phase: ProjectPhase } | { administrationId: number; name: string };

/** The completed stays one figure measures, longest first, one page (decision 090). */
export function useBottleneckFiles(
  range: TIndicatorsRange,
  regionId: number | null,
  figure: MeasuredFigure | null,
  page: number,
) {
  return useQuery({
    queryKey: ['content', 'bottleneck-files', range, regionId, figure, page],
    enabled: figure !== null,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<TBottleneckFiles> =>
      ZBottleneckFiles.parse(
        await apiFetch<unknown>('/global-indicators/bottleneck-files', {
          method: 'POST',
          body: {
            ...range,
            ...(regionId ? { regionId } : {}),
            ...(figure && 'phase' in figure ? { phase: figure.phase } : {}),
            ...(figure && 'administrationId' in figure ? { administrationId: figure.administrationId } : {}),
            page,
          },
        }),
      ),
  });
}

/** Downloads every figure of the range (decision 079), in the language shown. */
export function downloadIndicators(range: TIndicatorsRange, format: 'csv' | 'xlsx', lang: 'fr' | 'ar'): Promise<void> {
  const query = new URLSearchParams({ ...range, format, lang });
  return downloadFile(`/global-indicators/export?${query}`, `indicateurs-${range.startDate}-${range.endDate}.${format}`);
}
