import { type TAppointment, type TUpdateAppointmentRequest, ZAppointment } from '@cri/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { appointmentsKey } from './get-appointments.ts';

/** PUT /appointments/{id} (advisor): schedule, move or cancel. */
export async function updateAppointment({ id, body }: { id: number; body: TUpdateAppointmentRequest }): Promise<TAppointment> {
  return ZAppointment.parse(await apiFetch<unknown>(`/appointments/${id}`, { method: 'PUT', body, blocking: true }));
}

export function useUpdateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}
