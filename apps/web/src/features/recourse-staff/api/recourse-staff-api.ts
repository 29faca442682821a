import type { RecourseListCategory, RecourseType } from '@cri/shared/enums/recourses';
import { type TCommissionDecision, ZCommissionDecision } from '@cri/shared/schemas/commission';
import { type TRecourseCommissionView, ZRecourseCommissionView } from '@cri/shared/schemas/recourse-staff';
import {
  type TGraciousDecisionForm,
  type TMinisterialAnswer,
  type TRecourse,
  type TRecourseInstruction,
  type TRecourseList,
  ZRecourse,
  ZRecourseList,
} from '@cri/shared/schemas/recourses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download.ts';
import { postMultipart } from '../../../lib/xhr-upload.ts';

/** The calls of the appeals' staff side (issue 15, decision 048). */

export const RECOURSE_PAGE_SIZE = 10;

/** GET /recourse?recourseProjectCategory&page&size: one tab of /recourses. */
export function useRecourseList(category: RecourseListCategory, page: number) {
  return useQuery({
    queryKey: ['recourse-staff', 'list', category, page] as const,
    queryFn: async (): Promise<TRecourseList> =>
      ZRecourseList.parse(
        await apiFetch<unknown>('/recourse', { query: { recourseProjectCategory: category, page, size: RECOURSE_PAGE_SIZE } }),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /recourse/{id}/advisor/details. */
export function useRecourseDetails(id: number | null) {
  return useQuery({
    queryKey: ['recourse-staff', 'details', id] as const,
    queryFn: async (): Promise<TRecourse> => ZRecourse.parse(await apiFetch<unknown>(`/recourse/${id}/advisor/details`)),
    enabled: id !== null,
    retry: false,
  });
}

/** GET /projects/{id}/recourse-commission: the file's appeals, decision options and form state. */
export function useRecourseCommissionView(projectId: number | null) {
  return useQuery({
    queryKey: ['recourse-staff', 'view', projectId] as const,
    queryFn: async (): Promise<TRecourseCommissionView> =>
      ZRecourseCommissionView.parse(await apiFetch<unknown>(`/projects/${projectId}/recourse-commission`)),
    enabled: projectId !== null,
    retry: false,
  });
}

/** GET /commission/decisions?projectId: the CRUI decisions of the file (the history tab). */
export function useCommissionDecisions(projectId: number | null) {
  return useQuery({
    queryKey: ['recourse-staff', 'decisions', projectId] as const,
    queryFn: async (): Promise<TCommissionDecision[]> =>
      z.array(ZCommissionDecision).parse(await apiFetch<unknown>('/commission/decisions', { query: { projectId } })),
    enabled: projectId !== null,
    retry: false,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['recourse-staff'] });
}

/** PUT /recourse/{id}/update or /ministerial-recourse/{id}/update: synthesis, qualification, documents. */
export function useInstructRecourse() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { id: number; type: RecourseType; body: TRecourseInstruction }) =>
      ZRecourse.parse(
        await apiFetch<unknown>(`/${input.type === 'GRACIOUS' ? 'recourse' : 'ministerial-recourse'}/${input.id}/update`, {
          method: 'PUT',
          body: input.body,
          blocking: true,
        }),
      ),
    onSettled: refresh,
  });
}

/** POST /projects/{id}/gracious-commission (multipart: decision, then the decision file). */
export function useDecideGracious() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { projectId: number; form: TGraciousDecisionForm; file: File }) => {
      const body = () => {
        const data = new FormData();
        data.append('decision', JSON.stringify(input.form));
        data.append('file', input.file, input.file.name);
        return data;
      };
      return ZRecourse.parse(await postMultipart(`/projects/${input.projectId}/gracious-commission`, body, () => undefined));
    },
    onSettled: refresh,
  });
}

/** POST /projects/{id}/ministerial-commission-answer: maintained or overturned. */
export function useAnswerMinisterial() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { projectId: number; body: TMinisterialAnswer }) =>
      ZRecourse.parse(
        await apiFetch<unknown>(`/projects/${input.projectId}/ministerial-commission-answer`, {
          method: 'POST',
          body: input.body,
          blocking: true,
        }),
      ),
    onSettled: refresh,
  });
}

/** GET /recourse/{id}/request-file or /decision-file, saved under its name (the link needs the bearer token). */
export function downloadRecourseFile(id: number, which: 'request' | 'decision', fileName: string): Promise<void> {
  return downloadFile(`/recourse/${id}/${which}-file`, fileName);
}
