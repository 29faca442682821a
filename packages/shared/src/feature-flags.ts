import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from './feature-flag-list.ts';

export * from './feature-flag-list.ts';

/** Flag → on/off, as `GET /feature-flags` answers it (decision 045; the flags are in ./feature-flag-list.ts). */
export const ZFeatureFlags = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);
