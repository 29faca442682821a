import { API_ERRORS } from '../../lib/route-types.ts';

/** What the route files of this module share. */
export const tags = ['commission'];
export const errors = API_ERRORS;
export const noStore = { 'cache-control': 'no-store' };
