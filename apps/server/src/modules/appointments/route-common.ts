import { ZAppointment } from '@cri/shared/schemas/appointments';
import { z } from 'zod';
import { API_ERRORS } from '../../lib/route-types.ts';

/** What the route files of this module share. */
export const tags = ['appointments'];
export const errors = API_ERRORS;
export const list = { 200: z.array(ZAppointment), ...errors };
