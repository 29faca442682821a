import { ZApiError } from '@cri/shared/errors';

/** What submit-routes.ts and phase-routes.ts share. */
export const tags = ['projects'];
export const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;
export const noStore = 'no-store';
