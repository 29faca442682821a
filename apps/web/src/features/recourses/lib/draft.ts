import type { RecourseType } from '@cri/shared/enums/recourses';
import type { TFieldError } from '@cri/shared/errors';
import type { TRecourseForm } from '@cri/shared/schemas/recourses';

/**
 * The appeal being written, kept in memory between the form and its confirmation page (a file cannot
 * travel in a URL): going back to the form, or a refusal on sending, loses nothing typed. Gone on reload,
 * by design: a signed request is never stored in the browser.
 */
export interface RecourseDraft {
  type: RecourseType;
  form: TRecourseForm;
  file: File | null;
  /** The server's answer when sending failed: shown on the form, beside the fields. */
  failure: { messageKey: string; fieldErrors: TFieldError[] } | null;
}

const drafts = new Map<number, RecourseDraft>();

export const getDraft = (projectId: number): RecourseDraft | undefined => drafts.get(projectId);
export const saveDraft = (projectId: number, draft: RecourseDraft): void => {
  drafts.set(projectId, draft);
};
export const clearDraft = (projectId: number): void => {
  drafts.delete(projectId);
};
