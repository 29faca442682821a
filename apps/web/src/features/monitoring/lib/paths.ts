import { MONITORING_PATHS } from '@cri/shared/paths';

/** The monitoring pages' links (MONITORING_PATHS with their ids filled in). */
const fill = (path: string, ids: Record<string, number>) => path.replace(/:(\w+)/g, (_, k: string) => String(ids[k]));
export const mPath = {
  project: (id: number) => fill(MONITORING_PATHS.project, { id }),
  generalInfos: (id: number) => fill(MONITORING_PATHS.generalInfos, { id }),
  projectInfos: (id: number) => fill(MONITORING_PATHS.projectInfos, { id }),
  recap: (id: number) => fill(MONITORING_PATHS.recap, { id }),
  recapSuccess: (id: number) => fill(MONITORING_PATHS.recapSuccess, { id }),
  milestoneNew: (id: number) => fill(MONITORING_PATHS.milestoneNew, { id }),
  milestoneDetails: (id: number, milestoneId: number) => fill(MONITORING_PATHS.milestoneDetails, { id, milestoneId }),
  milestoneEdit: (id: number, milestoneId: number) => fill(MONITORING_PATHS.milestoneEdit, { id, milestoneId }),
  milestoneSuccess: (id: number, milestoneId: number) => fill(MONITORING_PATHS.milestoneEditSuccess, { id, milestoneId }),
  milestoneDisabled: (id: number, milestoneId: number) => fill(MONITORING_PATHS.milestoneDisabledSuccess, { id, milestoneId }),
  followUpNew: (id: number) => fill(MONITORING_PATHS.followUpNew, { id }),
  followUpSuccess: (id: number) => fill(MONITORING_PATHS.followUpSuccess, { id }),
};

/** Digit groups joined by no-break spaces (a number separator for the bidi algorithm): "3 000 000" keeps its order in Arabic. */
export const nbsp = (text: string): string => text.replace(/ /g, '\u00A0');

/** Numbers shown in a right-to-left page sit in a left-to-right isolate (grouped digits stay in order). */
export const ltr = (text: string, lang: string) => (lang === 'ar' ? `\u2066${text}\u2069` : text);
