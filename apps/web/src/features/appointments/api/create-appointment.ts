import {
  type TCreateAppointmentRequest,
  type TCreateAppointmentResponse,
  type TFramingFormAppointmentRequest,
  ZCreateAppointmentResponse,
} from '@cri/shared/schemas/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { appointmentsKey } from './get-appointments.ts';

/**
 * POST /appointments/new: a visitor's request (no token) or a signed-in investor's (the server takes the
 * account from the token).
 */
export async function createAppointment(body: TCreateAppointmentRequest): Promise<TCreateAppointmentResponse> {
  return ZCreateAppointmentResponse.parse(await apiFetch<unknown>('/appointments/new', { method: 'POST', body, blocking: true }));
}

export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}

/** POST /appointments/framing-form: with the advisor of one of the investor's framing forms. */
export async function createFramingFormAppointment(body: TFramingFormAppointmentRequest): Promise<TCreateAppointmentResponse> {
  return ZCreateAppointmentResponse.parse(
    await apiFetch<unknown>('/appointments/framing-form', { method: 'POST', body, blocking: true }),
  );
}

export function useCreateFramingFormAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFramingFormAppointment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsKey }),
  });
}
