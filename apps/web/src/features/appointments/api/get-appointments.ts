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

interface ListOptions {
  audience: AppointmentAudience;
  filter: AppointmentFilter;
  regionId?: number | null;
  /** Staff lists: only the requests past their 48-hour answer deadline (decision 031). */
  overdue?: boolean;
}

/** GET /appointments[/advisor|/region]/{filter}-appointments[?regionId][&overdue=true]. */
export async function getAppointments(opts: ListOptions): Promise<TAppointment[]> {
  const overdue = opts.audience !== 'investor' && opts.overdue ? { overdue: 'true' } : {};
  const data = await apiFetch<unknown>(`${base[opts.audience]}/${opts.filter}-appointments`, {
    query: { ...(opts.audience === 'region' ? { regionId: opts.regionId } : {}), ...overdue },
  });
  return z.array(ZAppointment).parse(data);
}

export function useAppointments(opts: ListOptions) {
  return useQuery({ queryKey: [...appointmentsKey, 'list', opts], queryFn: () => getAppointments(opts) });
}
