import { CONTENT_PATHS as P } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

const MANAGER = ['ROLE_NATIONAL_CONTENT_MANAGER'] as const;
/** Who reads the global indicators (decision 077); regional roles see their region's files. */
const INDICATOR_READERS = [
  'ROLE_NATIONAL_CONSULTATION',
  'ROLE_NATIONAL_SUPPORT',
  'ROLE_NATIONAL_CONTENT_MANAGER',
  'ROLE_REGIONAL_CONSULTATION',
  'ROLE_REGIONAL_SUPPORT',
] as const;

/** The managed content's pages (issue 21, decision 074); app/route-table.ts collects them. */
export const CONTENT_ROUTES: readonly AppRoute[] = [
  { path: P.faq, title: 'content.faq.title', access: 'public', page: () => import('./pages/faq-page.tsx') },
  { path: P.incentives, title: 'incentives.index.title', access: 'public', page: () => import('./pages/incentives-page.tsx') },
  { path: P.incentive, title: 'incentives.index.title', access: 'public', page: () => import('./pages/incentive-page.tsx') },
  { path: P.simulator, title: 'incentives.simulator.title', access: 'public', page: () => import('./pages/simulator-page.tsx') },
  { path: P.map, title: 'content.map.title', access: 'public', page: () => import('./pages/map-page.tsx') },
  { path: P.myCri, title: 'content.map.title', access: 'public', page: () => import('./pages/map-page.tsx') },
  {
    path: P.indicators,
    title: 'indicators.title',
    access: [...INDICATOR_READERS],
    page: () => import('./pages/indicators-page.tsx'),
  },
  { path: P.manager, title: 'content.manager.title', access: [...MANAGER], page: () => import('./pages/content-list-page.tsx') },
  {
    path: P.managerNewFaq,
    title: 'content.manager.newFaq',
    access: [...MANAGER],
    page: () => import('./pages/new-faq-page.tsx'),
  },
  {
    path: P.managerEntry,
    title: 'content.editor.title',
    access: [...MANAGER],
    page: () => import('./pages/content-entry-page.tsx'),
  },
];
