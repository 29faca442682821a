import { OTP_RESET_HISTORY_HEADERS, type TResetOtpHistoryItem, ZResetOtpHistoryResponse } from '@cri/shared/schemas/otp-reset';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetchWithHeaders } from '../../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 10;

export interface ResetHistoryPage {
  items: TResetOtpHistoryItem[];
  total: number;
  pageCount: number;
}

/** GET /reset-otp-history: newest first, the region's only for regional support; totals in headers. */
export async function fetchResetHistory(page: number, signal?: AbortSignal): Promise<ResetHistoryPage> {
  const { data, headers } = await apiFetchWithHeaders<unknown>('/reset-otp-history', {
    query: { page, size: HISTORY_PAGE_SIZE },
    signal,
  });
  const items = ZResetOtpHistoryResponse.parse(data);
  const total = Number(headers.get(OTP_RESET_HISTORY_HEADERS.totalElements) ?? items.length);
  const pageCount = Number(headers.get(OTP_RESET_HISTORY_HEADERS.pageCount) ?? 1);
  return { items, total, pageCount };
}

export function useResetHistory(page: number) {
  return useQuery({
    queryKey: ['otp-reset', 'history', page],
    queryFn: ({ signal }) => fetchResetHistory(page, signal),
    placeholderData: keepPreviousData,
  });
}
