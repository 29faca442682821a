import { ZApiError } from '@cri/shared/errors';

/** What the route files of this module share. */
export const tags = ['scheduling'];
export const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
export const noStore = { 'cache-control': 'no-store' };
