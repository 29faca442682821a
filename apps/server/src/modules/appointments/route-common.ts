import { ZApiError } from '@cri/shared/errors';
import { ZAppointment } from '@cri/shared/schemas/appointments';
import { z } from 'zod';

/** What the route files of this module share. */
export const tags = ['appointments'];
export const errors = { 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError, 422: ZApiError };
export const list = { 200: z.array(ZAppointment), ...errors };
