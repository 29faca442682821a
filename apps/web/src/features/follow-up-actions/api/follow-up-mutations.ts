import { type TFollowUpAction, type TFollowUpActionFormInput, ZFollowUpAction } from '@cri/shared/schemas/follow-up-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { postMultipart } from '../../../lib/xhr-upload.ts';

/** After any change the file's actions and the action itself are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['follow-up-actions'] });
}

/** POST /follow-up-action/new or POST /follow-up-action/{id}/update (multipart: followUpAction, file?). */
export async function saveFollowUpAction(input: {
  id?: number;
  form: TFollowUpActionFormInput;
  file: File | null;
}): Promise<TFollowUpAction> {
  const body = () => {
    const data = new FormData();
    data.append('followUpAction', JSON.stringify(input.form));
    if (input.file) data.append('file', input.file, input.file.name);
    return data;
  };
  const path = input.id ? `/follow-up-action/${input.id}/update` : '/follow-up-action/new';
  return ZFollowUpAction.parse(await postMultipart(path, body, () => undefined));
}

export function useSaveFollowUpAction() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveFollowUpAction, onSettled: refresh });
}

export function useDeleteFollowUpAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiFetch<unknown>(`/follow-up-action/${id}`, { method: 'DELETE', blocking: true }),
    onSettled: refresh,
  });
}

export function useMarkDone() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      ZFollowUpAction.parse(await apiFetch<unknown>(`/follow-up-action/${id}/done`, { method: 'POST', blocking: true })),
    onSettled: refresh,
  });
}

/** POST /follow-up-action/{id}/documents: the recipient's answer. */
export function useAddDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) => {
      const body = () => {
        const data = new FormData();
        data.append('file', file, file.name);
        return data;
      };
      return ZFollowUpAction.parse(await postMultipart(`/follow-up-action/${id}/documents`, body, () => undefined));
    },
    onSettled: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, documentId }: { id: number; documentId: number }) =>
      ZFollowUpAction.parse(
        await apiFetch<unknown>(`/follow-up-action/${id}/documents/${documentId}`, { method: 'DELETE', blocking: true }),
      ),
    onSettled: refresh,
  });
}

/** The regional director: validate the act, or ask a revision with its reason. */
export function useReviewAct() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id: number; decision: 'approve' } | { id: number; decision: 'revise'; reason: string }) =>
      ZFollowUpAction.parse(
        input.decision === 'approve'
          ? await apiFetch<unknown>(`/follow-up-action/${input.id}/approve`, { method: 'POST', blocking: true })
          : await apiFetch<unknown>(`/follow-up-action/${input.id}/revision-request`, {
              method: 'POST',
              body: { reason: input.reason },
              blocking: true,
            }),
      ),
    onSettled: refresh,
  });
}
