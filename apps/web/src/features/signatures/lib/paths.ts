/** Addresses of the signature pages (PV_SIGNATURE_PATHS in @cri/shared/paths), filled in. */
export const signPvPath = (projectId: number): string => `/calendar/sign-pv/${projectId}`;
export const signatureDetailPath = (projectId: number): string => `/projects/${projectId}/crui-signature-detail`;
export const confirmFinalizePath = (projectId: number): string => `${signatureDetailPath(projectId)}/confirm-finalize-esign`;
export const inProgressErrorPath = (projectId: number): string => `${signatureDetailPath(projectId)}/esign-in-progress-error`;
export const signatureErrorPath = (projectId: number): string => `${signatureDetailPath(projectId)}/error`;
export const finalizedAllSignedPath = (projectId: number): string => `/projects/${projectId}/finalize-signature/success`;
export const finalizedPendingPath = (projectId: number): string => `/projects/${projectId}/confirm-finalize-signature/success`;
export const verifyPath = '/verify-signature';
export const verifyErrorPath = '/verify-signature/confirmation-signature/error';

/** What an error page was sent to show (router state): a translated message key of the failure. */
export interface ErrorPageState {
  messageKey?: string;
  /** A 429's wait, said after the message. */
  retryAfterSeconds?: number | null;
}

export const errorStateOf = (state: unknown): ErrorPageState => {
  if (!state || typeof state !== 'object' || typeof (state as ErrorPageState).messageKey !== 'string') return {};
  const { messageKey, retryAfterSeconds } = state as ErrorPageState;
  return typeof retryAfterSeconds === 'number' ? { messageKey, retryAfterSeconds } : { messageKey };
};
