import { type AppointmentFilter, type TAppointment, ZAppointment } from '@cri/shared/schemas/appointments';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const appointmentsKey = ['appointments'] as const;

/** Which list variant of spec 2 §7 the signed-in user reads. */
export type AppointmentAudience = 'investor' | 'advisor' | 'region';

const base: Record<AppointmentAudience, string> = {
  investor: '/appointments',
  advisor: '/appointments/advisor',
  region: '/appointments/region',
};

/** GET /appointments[/advisor|/region]/{filter}-appointments[?regionId]. */
export async function getAppointments(opts: {
  audience: AppointmentAudience;
  filter: AppointmentFilter;
  regionId?: number | null;
}): Promise<TAppointment[]> {
  const data = await apiFetch<unknown>(`${base[opts.audience]}/${opts.filter}-appointments`, {
    query: opts.audience === 'region' ? { regionId: opts.regionId } : {},
  });
  return z.array(ZAppointment).parse(data);
}

export function useAppointments(opts: { audience: AppointmentAudience; filter: AppointmentFilter; regionId?: number | null }) {
  return useQuery({ queryKey: [...appointmentsKey, 'list', opts], queryFn: () => getAppointments(opts) });
}
