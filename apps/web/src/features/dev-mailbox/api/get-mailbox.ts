import { type TDevMailboxMessage, ZDevMailboxResponse } from '@cri/shared/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /dev/mailbox (outside production only): the last mails of the outbox. */
export async function fetchMailbox(signal?: AbortSignal): Promise<TDevMailboxMessage[]> {
  return ZDevMailboxResponse.parse(await apiFetch<unknown>('/dev/mailbox', { auth: false, signal }));
}

export const useMailbox = () =>
  useQuery({ queryKey: ['dev-mailbox'], queryFn: ({ signal }) => fetchMailbox(signal), refetchInterval: 5_000, retry: false });
