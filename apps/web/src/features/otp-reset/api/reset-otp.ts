import { type TAccountType, type TResetOtpResponse, ZResetOtpResponse } from '@cri/shared/schemas/otp-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type ResetChannel = 'national' | 'regional';

const PATHS: Record<ResetChannel, string> = {
  national: '/national-support/reset-otp',
  regional: '/regional-supports/reset-otp',
};

/** PUT /national-support/reset-otp/{id} or /regional-supports/reset-otp/{id}, with the account type. */
export async function resetOtp(channel: ResetChannel, id: number, accountType: TAccountType): Promise<TResetOtpResponse> {
  const body = await apiFetch<unknown>(`${PATHS[channel]}/${id}`, { method: 'PUT', body: { accountType }, blocking: true });
  return ZResetOtpResponse.parse(body);
}

/** After a reset the card (code no longer configured) and the history both change. */
export function useResetOtp(channel: ResetChannel) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, accountType }: { id: number; accountType: TAccountType }) => resetOtp(channel, id, accountType),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['otp-reset'] }),
  });
}
