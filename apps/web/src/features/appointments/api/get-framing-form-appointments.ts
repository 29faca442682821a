import { type TAppointment, ZAppointment } from '@cri/shared/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { appointmentsKey } from './get-appointments.ts';

/** GET /appointments/framing-form/{id}: the investor's appointments about one of their framing forms. */
export async function getFramingFormAppointments(framingFormId: number): Promise<TAppointment[]> {
  return z.array(ZAppointment).parse(await apiFetch<unknown>(`/appointments/framing-form/${framingFormId}`));
}

export function useFramingFormAppointments(framingFormId: number | null) {
  return useQuery({
    queryKey: [...appointmentsKey, 'framing-form', framingFormId],
    queryFn: () => getFramingFormAppointments(framingFormId ?? 0),
    enabled: framingFormId !== null,
  });
}
