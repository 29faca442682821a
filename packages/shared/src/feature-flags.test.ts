import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS, featureEnabled, featureFlagVariable, ZFeatureFlags } from './feature-flags.ts';

describe('feature flags (decision 045)', () => {
  it('names one environment variable per flag, all different', () => {
    expect(FEATURE_FLAGS.map(featureFlagVariable)).toEqual([
      'FEATURE_RECOURSE',
      'ARCHIVED_RECOURSE_FEATURE',
      'FEATURE_PAYMENT',
      'UPLOAD_PV_MANUALLY',
      'INFORM_FONCIER',
      'FONCIER_SEARCH',
    ]);
  });

  it('has a default for every flag, all on, and the schema requires every flag', () => {
    expect(ZFeatureFlags.parse(FEATURE_FLAG_DEFAULTS)).toEqual(FEATURE_FLAG_DEFAULTS);
    expect(Object.values(FEATURE_FLAG_DEFAULTS).every(Boolean)).toBe(true);
    const { FEATURE_PAYMENT: _, ...missing } = FEATURE_FLAG_DEFAULTS;
    expect(ZFeatureFlags.safeParse(missing).success).toBe(false);
  });

  it('an entry without a flag is always shown; one with a flag follows it', () => {
    const off = { ...FEATURE_FLAG_DEFAULTS, FEATURE_RECOURSE: false };
    expect(featureEnabled(off, undefined)).toBe(true);
    expect(featureEnabled(off, 'FEATURE_RECOURSE')).toBe(false);
    expect(featureEnabled(off, 'FEATURE_PAYMENT')).toBe(true);
  });
});
