import { type TActToSign, ZActToSign } from '@cri/shared/schemas/act-signature';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { actToSignKey } from './get-act-to-sign.ts';

/** POST /follow-up-action/{id}/sign-act: back from the provider, the signed act is checked, stored and delivered. */
export async function signAct(fuaId: number, transactionId: string): Promise<TActToSign> {
  return ZActToSign.parse(
    await apiFetch<unknown>(`/follow-up-action/${fuaId}/sign-act`, { method: 'POST', body: { transactionId }, blocking: true }),
  );
}

export function useSignAct(fuaId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => signAct(fuaId, transactionId),
    onSuccess: (data) => client.setQueryData(actToSignKey(fuaId), data),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: actToSignKey(fuaId) });
      void client.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
