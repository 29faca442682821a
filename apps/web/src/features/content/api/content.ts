import type { ContentAudience, ContentKind } from '@cri/shared/enums/content';
import {
  type TContentTexts,
  type TManagedContent,
  type TManagedContentDetail,
  type TNewFaqEntry,
  type TPublishedContent,
  ZManagedContent,
  ZManagedContentDetail,
  ZPublishedContent,
} from '@cri/shared/schemas/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /content/published: the texts visitors read (public, without the token). */
export async function getPublished(query: {
  kind: ContentKind;
  audience?: ContentAudience;
  slug?: string;
}): Promise<TPublishedContent[]> {
  return z.array(ZPublishedContent).parse(await apiFetch<unknown>('/content/published', { auth: false, query }));
}

export function usePublishedContent(query: { kind: ContentKind; audience?: ContentAudience; slug?: string }) {
  return useQuery({ queryKey: ['content', 'published', query], queryFn: () => getPublished(query), staleTime: 60_000 });
}

export function useManagedContent(kind: ContentKind | undefined) {
  return useQuery({
    queryKey: ['content', 'managed', kind ?? 'ALL'],
    queryFn: async (): Promise<TManagedContent[]> =>
      z.array(ZManagedContent).parse(await apiFetch<unknown>('/content-manager/entries', { query: { kind } })),
  });
}

export function useManagedEntry(id: number | null) {
  return useQuery({
    queryKey: ['content', 'entry', id],
    enabled: id !== null,
    retry: false,
    queryFn: async (): Promise<TManagedContentDetail> =>
      ZManagedContentDetail.parse(await apiFetch<unknown>(`/content-manager/entries/${id}`)),
  });
}

function useContentMutation<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => ZManagedContentDetail.parse(await run(input)),
    onSuccess: (detail) => client.setQueryData(['content', 'entry', detail.id], detail),
    onSettled: () => client.invalidateQueries({ queryKey: ['content'] }),
  });
}

export const useSaveDraft = () =>
  useContentMutation(({ id, texts }: { id: number; texts: TContentTexts }) =>
    apiFetch<unknown>(`/content-manager/entries/${id}/draft`, { method: 'PUT', body: texts, blocking: true }),
  );

export const usePublish = () =>
  useContentMutation((id: number) =>
    apiFetch<unknown>(`/content-manager/entries/${id}/publish`, { method: 'POST', blocking: true }),
  );

export const useCreateFaqEntry = () =>
  useContentMutation((entry: TNewFaqEntry) =>
    apiFetch<unknown>('/content-manager/entries', { method: 'POST', body: entry, blocking: true }),
  );
