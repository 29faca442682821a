import { ZApiError } from '@cri/shared/errors';
import { z } from 'zod';

/** What the route files of this module share. */
export const tags = ['advisor-review'];
/** A refused validation names the document types in error. */
export const ZReviewError = ZApiError.extend({ documentTypeIds: z.array(z.number().int()).optional() });
export const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZReviewError, 422: ZApiError };
export const permission = 'review:project' as const;
