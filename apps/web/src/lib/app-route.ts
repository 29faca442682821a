import type { FeatureFlag } from '@cri/shared/feature-flag-list';
import type { RouteAccess } from '@cri/shared/rules/route-guard';
import type { ComponentType } from 'react';

/**
 * One page of the portal, as its feature declares it in `features/<domain>/routes.ts`. The app collects
 * every feature's list (app/route-table.ts) and the router builds from it, so a new page is one entry in
 * its own feature (plus its row in app/route-access-matrix.ts, which fails until it has one).
 */
export interface AppRoute {
  /** From `@cri/shared/paths`, so links and the router share one spelling. */
  path: string;
  /** i18n key of the browser tab's title (WCAG 2.4.2). */
  title: string;
  /** Who may open the page (spec 1 §2.6): the route guard decides before the page's chunk is fetched. */
  access: RouteAccess;
  /** The feature flag the page belongs to (decision 045): off = the not-found page, for everyone. */
  feature?: FeatureFlag;
  /** The field-visit programme's own shell with its sidebar; the portal's main shell when absent. */
  shell?: 'piafe';
  /**
   * The page shows only first-paint texts (catalogue-parts.ts): it does not wait for the rest of the
   * catalogue. The home page alone; every other page waits for the whole catalogue of its language.
   */
  firstPaintTexts?: true;
  /** Lazily loaded: each page is its own chunk, fetched on first visit. */
  page: () => Promise<{ default: ComponentType }>;
}
