import { type TCommission, ZCommission } from '@cri/shared/schemas/commission';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { commissionSessionKey } from './get-commission-session.ts';

/** PUT /projects/{id}/raise-reservation: the reserves of a favourable-with-reserves decision are lifted. */
export async function raiseReservation(id: number): Promise<TCommission> {
  return ZCommission.parse(await apiFetch<unknown>(`/projects/${id}/raise-reservation`, { method: 'PUT', blocking: true }));
}

export function useRaiseReservation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => raiseReservation(id),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: commissionSessionKey(id) });
      void client.invalidateQueries({ queryKey: ['projects', 'phases', id] });
    },
  });
}
