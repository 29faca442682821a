import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAGS,
  type FeatureFlag,
  featureEnabled,
  type TFeatureFlags,
} from '@cri/shared/feature-flag-list';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiFetch } from './api-client.ts';

export const FEATURE_FLAGS_QUERY_KEY = ['reference-data', 'feature-flags'] as const;

/**
 * GET /feature-flags (public, decision 045), fetched once per visit and shared by every caller (the flags
 * change with a restart of the server, not during a visit). Sent without the token, like the reference
 * lists: a public call must never lead to the login page.
 */
export async function getFeatureFlags(): Promise<TFeatureFlags> {
  return parseFeatureFlags(await apiFetch<unknown>('/feature-flags', { auth: false }));
}

/**
 * The answer checked by hand, as ZFeatureFlags would (tested against it): zod stays out of the signed-in
 * shell's first JS (decision 024). A flag missing or not a boolean: the whole answer is refused.
 */
export function parseFeatureFlags(data: unknown): TFeatureFlags {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const flags = {} as TFeatureFlags;
  for (const flag of FEATURE_FLAGS) {
    const value = record[flag];
    if (typeof value !== 'boolean') throw new Error(`GET /feature-flags: ${flag} is not a boolean`);
    flags[flag] = value;
  }
  return flags;
}

export function useFeatureFlagsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: FEATURE_FLAGS_QUERY_KEY, queryFn: getFeatureFlags, staleTime: Number.POSITIVE_INFINITY, enabled });
}

/**
 * The server's flags; the defaults (all on) until it has answered, or if it cannot answer: a flag turned
 * off shows its menu entry only for the moment of the first call, and its routes answer 404 anyway.
 */
export function useFeatureFlags({ enabled = true }: { enabled?: boolean } = {}): TFeatureFlags {
  return useFeatureFlagsQuery({ enabled }).data ?? FEATURE_FLAG_DEFAULTS;
}

/** Whether one feature is on (see useFeatureFlags while the server has not answered). */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  return useFeatureFlags()[flag];
}

/** Shows its content only when the flag is on (spec 1: "a feature wrapper shows content only if … on"). */
export function Feature({ flag, children, fallback = null }: { flag: FeatureFlag; children: ReactNode; fallback?: ReactNode }) {
  return useFeatureFlag(flag) ? children : fallback;
}

/**
 * For a page behind a flag: waits for the server's answer (the page must not show for a moment when its
 * feature is off), then whether it is on. No flag: always on, at once.
 */
export function useFeatureGate(flag: FeatureFlag | undefined): 'pending' | 'on' | 'off' {
  const query = useFeatureFlagsQuery({ enabled: flag !== undefined });
  if (flag === undefined) return 'on';
  if (query.isPending) return 'pending';
  return featureEnabled(query.data ?? FEATURE_FLAG_DEFAULTS, flag) ? 'on' : 'off';
}
