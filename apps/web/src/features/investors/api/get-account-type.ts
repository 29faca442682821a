import { ZInvestorAccountTypeResponse } from '@cri/shared/schemas/investors';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /investors/account-type: the type chosen at sign-up, which picks the intermediary form or not. */
export const useAccountType = () =>
  useQuery({
    queryKey: ['investors', 'account-type'],
    queryFn: async () => ZInvestorAccountTypeResponse.parse(await apiFetch<unknown>('/investors/account-type')),
  });
