import { type TAppointment, ZAppointment } from '@cri/shared/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { appointmentsKey } from './get-appointments.ts';

/** GET /appointments/{id}: 404 for another investor's or another region's. */
export async function getAppointment(id: number): Promise<TAppointment> {
  return ZAppointment.parse(await apiFetch<unknown>(`/appointments/${id}`));
}

export function useAppointment(id: number | null) {
  return useQuery({
    queryKey: [...appointmentsKey, 'detail', id],
    queryFn: () => getAppointment(id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}
