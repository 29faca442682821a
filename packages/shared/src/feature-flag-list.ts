/**
 * The feature flags of the spec (spec 1 "Other feature flags", "informFoncier and foncierSearch"; decision
 * 045). Each is set on the server by one environment variable (`featureFlagVariable`), exposed to the web by
 * the public `GET /feature-flags`, and gates: the routes of its module (off = 404), its menu entries and pages
 * (off = hidden / not-found page), and any content wrapped in `<Feature flag=…>`.
 *
 * Adding a flag: one name here (+ its default in FEATURE_FLAG_DEFAULTS), its variable in the server's env
 * (apps/server/src/config/env.ts) and README, then a `feature:` key on the routes, menu entries and pages.
 *
 * This file is free of zod, so the web's first page (menus) can import it (decision 024); the schema of the
 * public call is ZFeatureFlags in ./feature-flags.ts, which re-exports all of this.
 */
export const FEATURE_FLAGS = [
  'FEATURE_RECOURSE',
  'ARCHIVED_RECOURSE_FEATURE',
  'FEATURE_PAYMENT',
  'UPLOAD_PV_MANUALLY',
  'informFoncier',
  'foncierSearch',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Flag → on/off, as `GET /feature-flags` answers it (ZFeatureFlags in ./feature-flags.ts). */
export type TFeatureFlags = Record<FeatureFlag, boolean>;

/**
 * Defaults when the environment says nothing: every flag on, in every environment (development, demo,
 * test and production: decision 045). The spec keeps informFoncier and foncierSearch on everywhere, and the
 * other features are built and meant to be used; an operator turns one off with its variable set to false.
 */
export const FEATURE_FLAG_DEFAULTS: TFeatureFlags = {
  FEATURE_RECOURSE: true,
  ARCHIVED_RECOURSE_FEATURE: true,
  FEATURE_PAYMENT: true,
  UPLOAD_PV_MANUALLY: true,
  informFoncier: true,
  foncierSearch: true,
};

/**
 * The environment variable of a flag: its own name when it is written in capitals, otherwise its name in
 * upper snake case (informFoncier → INFORM_FONCIER, foncierSearch → FONCIER_SEARCH).
 */
export const featureFlagVariable = (flag: FeatureFlag): string =>
  /^[A-Z0-9_]+$/.test(flag) ? flag : flag.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** True when the entry needs no flag, or its flag is on. */
export const featureEnabled = (flags: TFeatureFlags, needed: FeatureFlag | undefined): boolean =>
  needed === undefined || flags[needed];
