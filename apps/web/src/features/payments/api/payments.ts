import type { PaymentChannel } from '@cri/shared/enums/payments';
import {
  type TInitPayment,
  type TPaymentDetail,
  type TPaymentLine,
  type TPaymentLineDecision,
  type TTechnicalSheet,
  type TTechnicalSheetForm,
  ZInitPayment,
  ZPaymentDetail,
  ZPaymentDetailList,
  ZPaymentLine,
  ZProcedurePaymentParameters,
  ZServicesFees,
  ZTechnicalSheet,
} from '@cri/shared/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { fetchFile } from '../../../lib/download.ts';

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

/** GET /epayment/init-payment: the provider's address (card, or a multi-channel key); the caller sends the browser there. */
export function useInitPayment() {
  return useMutation({
    mutationFn: async ({
      paymentDetailId,
      channel,
    }: {
      paymentDetailId: number;
      channel: PaymentChannel;
    }): Promise<TInitPayment> =>
      ZInitPayment.parse(
        await apiFetch<unknown>('/epayment/init-payment', { query: { paymentDetailId, channel }, blocking: true }),
      ),
  });
}

/** GET /payment-detail?projectId&procedureId: the requests of a procedure of a file (none, or one). */
export function usePaymentDetailsOf(projectId: number | null, procedureId: number | null) {
  return useQuery({
    queryKey: ['payments', 'of', projectId, procedureId] as const,
    queryFn: async () =>
      ZPaymentDetailList.parse(await apiFetch<unknown>('/payment-detail', { query: { projectId, procedureId } })),
    enabled: projectId !== null && procedureId !== null,
    retry: false,
  });
}

/** GET /procedure-payment-parameters/administration: who is paid for a procedure of a file, and the delays. */
export function useProcedurePaymentParameters(q: { regionId: number; procedureId: number; projectId: number } | null) {
  return useQuery({
    queryKey: ['payments', 'parameters', q] as const,
    queryFn: async () =>
      ZProcedurePaymentParameters.parse(
        await apiFetch<unknown>('/procedure-payment-parameters/administration', { query: q ?? {} }),
      ),
    enabled: q !== null,
    retry: false,
  });
}

/**
 * The advisor's payment request: POST /payment-detail/new when there is none yet, then PUT
 * /payment-detail/enrolling/{id} (the investor is told in the portal and by mail).
 */
export function useRequestPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { projectId: number; procedureId: number; existingId: number | null }): Promise<TPaymentDetail> => {
      const id =
        input.existingId ??
        ZPaymentDetail.parse(
          await apiFetch<unknown>('/payment-detail/new', {
            method: 'POST',
            body: { projectId: input.projectId, procedureId: input.procedureId },
            blocking: true,
          }),
        ).id;
      return ZPaymentDetail.parse(await apiFetch<unknown>(`/payment-detail/enrolling/${id}`, { method: 'PUT', blocking: true }));
    },
    onSettled: refresh,
  });
}

/** The sheet's PDF to sign, generated by the server from the validated version (decision 057). */
export function useSheetPdf(sheetId: number | null, version: number | null) {
  return useQuery({
    queryKey: ['payments', 'sheet-pdf', sheetId, version] as const,
    queryFn: () => fetchFile(`/payment-technical-sheet/${sheetId}/pdf`),
    enabled: sheetId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /payment-technical-sheet/add-signed-document: the signed and stamped sheet, uploaded back. */
export function useAddSignedDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ sheetId, file }: { sheetId: number; file: File }): Promise<TTechnicalSheet> => {
      const body = new FormData();
      body.append('file', file);
      return ZTechnicalSheet.parse(
        await apiFetch<unknown>('/payment-technical-sheet/add-signed-document', {
          method: 'POST',
          query: { paymentTechnicalSheetId: sheetId },
          body,
          blocking: true,
        }),
      );
    },
    onSettled: refresh,
  });
}
