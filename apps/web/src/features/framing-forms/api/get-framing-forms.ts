import { FRAMING_FORM_PAGE_COUNT_HEADER, type TFramingFormSummary, ZFramingFormSummary } from '@cri/shared/schemas/framing-forms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, apiFetchWithHeaders } from '../../../lib/api-client.ts';

const ZList = z.array(ZFramingFormSummary);

/** GET /framing-forms: every questionnaire the user may see (an investor's own). */
export async function getFramingForms(): Promise<TFramingFormSummary[]> {
  return ZList.parse(await apiFetch<unknown>('/framing-forms'));
}

/** GET /framing-forms?page&size&regionId: one page (from 0) and the page count of the header. */
export async function getFramingFormPage(
  page: number,
  size: number,
  regionId = 0,
): Promise<{ rows: TFramingFormSummary[]; pageCount: number }> {
  const { data, headers } = await apiFetchWithHeaders<unknown>('/framing-forms', { query: { page, size, regionId } });
  return { rows: ZList.parse(data), pageCount: Number(headers.get(FRAMING_FORM_PAGE_COUNT_HEADER) ?? 0) };
}

export function useFramingForms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: ['framing-forms', 'list'], queryFn: getFramingForms, enabled });
}

export function useFramingFormPage(page: number, size: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['framing-forms', 'page', page, size],
    queryFn: () => getFramingFormPage(page, size),
    placeholderData: keepPreviousData,
    enabled,
  });
}
