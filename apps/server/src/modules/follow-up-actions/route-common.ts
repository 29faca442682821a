import { ZApiError } from '@cri/shared/errors';

/** What the follow-up-action route files share. */
export const tags = ['follow-up-actions'];
export const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 413: ZApiError, 422: ZApiError };
export const noStore = { 'cache-control': 'no-store' };
