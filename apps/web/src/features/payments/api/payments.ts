import {
  type TInitPayment,
  type TPaymentDetail,
  type TPaymentLine,
  type TPaymentLineDecision,
  type TTechnicalSheet,
  type TTechnicalSheetForm,
  ZInitPayment,
  ZPaymentDetail,
  ZPaymentLine,
  ZServicesFees,
  ZTechnicalSheet,
} from '@cri/shared/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Fees and online payment (issue 16): the calls of spec 2 §7 "Payments" the pages use. */

export function usePaymentDetail(id: number | null) {
  return useQuery({
    queryKey: ['payments', 'detail', id] as const,
    queryFn: async (): Promise<TPaymentDetail> => ZPaymentDetail.parse(await apiFetch<unknown>(`/payment-detail/${id}`)),
    enabled: id !== null,
    retry: false,
  });
}

export function useTechnicalSheet(id: number | null) {
  return useQuery({
    queryKey: ['payments', 'sheet', id] as const,
    queryFn: async (): Promise<TTechnicalSheet> =>
      ZTechnicalSheet.parse(await apiFetch<unknown>(`/payment-technical-sheet/${id}`)),
    enabled: id !== null,
    retry: false,
  });
}

export function useServicesFees(q: { administrationId: number; procedureId: number; paymentTechnicalSheetId: number } | null) {
  return useQuery({
    queryKey: ['payments', 'fees', q] as const,
    queryFn: async () => ZServicesFees.parse(await apiFetch<unknown>('/epayment/services-fees', { query: q ?? {} })),
    enabled: q !== null,
    retry: false,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['payments'] });
}

/** Saves the sheet (POST the first time, PUT after), then, when asked, validates it (investor-validate). */
export function useSaveSheet() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: {
      sheetId: number | null;
      form: TTechnicalSheetForm;
      validate: boolean;
    }): Promise<TTechnicalSheet> => {
      const saved = ZTechnicalSheet.parse(
        await apiFetch<unknown>(input.sheetId ? `/payment-technical-sheet/${input.sheetId}` : '/payment-technical-sheet', {
          method: input.sheetId ? 'PUT' : 'POST',
          body: input.form,
          blocking: true,
        }),
      );
      if (!input.validate) return saved;
      return ZTechnicalSheet.parse(
        await apiFetch<unknown>(`/payment-technical-sheet/${saved.id}/investor-validate`, { method: 'PUT', blocking: true }),
      );
    },
    onSettled: refresh,
  });
}

export function useEvaluateLine() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ lineId, decision }: { lineId: number; decision: TPaymentLineDecision }): Promise<TPaymentLine> =>
      ZPaymentLine.parse(await apiFetch<unknown>(`/payment-line/${lineId}`, { method: 'PUT', body: decision, blocking: true })),
    onSettled: refresh,
  });
}

/** GET /epayment/init-payment: the provider's address; the caller sends the browser there. */
export function useInitPayment() {
  return useMutation({
    mutationFn: async (paymentDetailId: number): Promise<TInitPayment> =>
      ZInitPayment.parse(await apiFetch<unknown>('/epayment/init-payment', { query: { paymentDetailId }, blocking: true })),
  });
}
