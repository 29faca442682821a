import { type TLandFolderPartner, ZLandFolderPartner } from '@cri/shared/schemas/rokhas';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /projects/{id}/land-folder-partner: the Rokhas situation of a file. */
export async function getLandFolderPartner(id: number): Promise<TLandFolderPartner> {
  return ZLandFolderPartner.parse(await apiFetch<unknown>(`/projects/${id}/land-folder-partner`));
}

export const landFolderKey = (id: number | null) => ['projects', 'rokhas', id] as const;

export function useLandFolderPartner(id: number | null, opts: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: landFolderKey(id),
    queryFn: () => getLandFolderPartner(id ?? 0),
    enabled: id !== null && (opts.enabled ?? true),
    retry: false,
    // Situations arrive from the partner at any time: read again on every visit.
    refetchOnMount: 'always',
    // A send being retried: the page follows its state without reloading.
    refetchInterval: (query) =>
      query.state.data?.tasks.some((t) => t.status === 'FAILED' || t.status === 'ONGOING' || t.status === 'NOT_STARTED')
        ? 15_000
        : false,
  });
}

export interface RokhasEvent {
  key: string;
  at: string;
  /** i18n key and its parameters (state, nature and status values are keys too: translate them first). */
  titleKey: string;
  params: Record<string, string>;
  details: { labelKey: string; value: string }[];
  color: 'blue' | 'teal' | 'red' | 'gray' | 'orange';
}

const stateColor = (state: string): RokhasEvent['color'] =>
  state === 'EXAMINED_WITH_FAVORABLE_DECISION' ? 'teal' : state === 'EXAMINED_WITH_UNFAVORABLE_DECISION' ? 'red' : 'blue';

/**
 * The Rokhas timeline of a file, oldest first (the project page and the Rokhas page show the same one):
 * the architect check, the share, each folder sent with its nature code, each situation reported.
 */
export function rokhasTimeline(data: TLandFolderPartner): RokhasEvent[] {
  const events: RokhasEvent[] = [];
  const v = data.verification;
  if (v.status && v.checkedAt)
    events.push({
      key: 'verification',
      at: v.checkedAt,
      titleKey: 'rokhas.timeline.verified',
      params: { status: `rokhas.verification.status.${v.status}` },
      details: [],
      color: v.status === 'EXIST' ? 'teal' : v.status === 'NOT_EXIST' ? 'red' : 'gray',
    });
  for (const task of data.tasks)
    if (task.kind === 'SHARE_FOLDER' && task.doneAt)
      events.push({
        key: `share-${task.id}`,
        at: task.doneAt,
        titleKey: 'rokhas.timeline.shared',
        params: {},
        details: [],
        color: 'blue',
      });
  for (const folder of data.folders) {
    events.push({
      key: `folder-${folder.id}`,
      at: folder.sentAt,
      titleKey: 'rokhas.timeline.sent',
      params: { nature: `rokhas.nature.${folder.natureCode}`, reference: folder.partnerReference },
      details: [],
      color: 'blue',
    });
    for (const s of folder.situations)
      events.push({
        key: `situation-${s.id}`,
        at: s.reportedAt,
        titleKey: 'rokhas.timeline.situation',
        params: { state: `rokhas.state.${s.examinationState}` },
        details: [
          ...(s.depositDate ? [{ labelKey: 'rokhas.timeline.depositDate', value: s.depositDate }] : []),
          ...(s.instructionDate ? [{ labelKey: 'rokhas.timeline.instructionDate', value: s.instructionDate }] : []),
          ...(s.comment ? [{ labelKey: '', value: s.comment }] : []),
        ],
        color: stateColor(s.examinationState),
      });
  }
  return events.sort((a, b) => a.at.localeCompare(b.at));
}
