import type { FollowUpActionType } from '@cri/shared/enums/follow-up-actions';

/** The pages of follow-up actions (FOLLOW_UP_ACTION_PATHS in @cri/shared/paths), filled in. */
export { followUpActionsPath as listPath } from '@cri/shared/schemas/follow-up-actions';
export const chooseTypePath = (projectId: number, procedureId: number): string =>
  `/projects/${projectId}/follow-up-action/types/${procedureId}/${projectId}`;
export const createPath = (projectId: number, procedureId: number, type: FollowUpActionType): string =>
  `/projects/${projectId}/follow-up-action/new/${procedureId}/${type}`;
export const editPath = (projectId: number, fuaId: number): string => `/projects/${projectId}/follow-up-action/${fuaId}/edit`;
export const deletePath = (projectId: number, fuaId: number): string => `/projects/${projectId}/follow-up-action/${fuaId}/delete`;
export const actHistoryPath = (projectId: number, fuaId: number): string =>
  `/projects/${projectId}/follow-up-action/${fuaId}/act-revisions-history`;
export const approvalPath = (fuaId: number): string => `/follow-up-action/${fuaId}/approval-director-confirmation`;
export const revisionPath = (fuaId: number): string => `/follow-up-action/${fuaId}/revision-request-confirmation`;
