import type { RecourseType } from '@cri/shared/enums/recourses';

/** The `{type}` of the investor's URLs: `gracious` or `ministerial` (the API's GRACIOUS / MINISTERIAL). */
export function kindOfSlug(slug: string | undefined): RecourseType | null {
  if (slug === 'gracious' || slug === 'GRACIOUS') return 'GRACIOUS';
  if (slug === 'ministerial' || slug === 'MINISTERIAL') return 'MINISTERIAL';
  return null;
}

export const sentPath = (type: RecourseType, projectId: number): string =>
  `${type === 'GRACIOUS' ? '/recourse' : '/ministerial-recourse'}/confirm-message-to-send?projectId=${projectId}`;

export const confirmPath = (projectId: number): string => `/projects/${projectId}/new-recourse/confirm-validate`;
