import { FOLLOW_UP_ACTION_PATHS } from '@cri/shared/paths';
import type { AppRoute } from '../../lib/app-route.ts';

const ADVISOR = ['ROLE_ADVISOR'] as const;
const DIRECTOR = ['ROLE_CRUI_MEMBER'] as const;

/** The pages of features/follow-up-actions (issue 14), with who may open them; app/route-table.ts collects them. */
export const FOLLOW_UP_ACTION_ROUTES: readonly AppRoute[] = [
  {
    path: FOLLOW_UP_ACTION_PATHS.list,
    title: 'followUpActions.pageTitle',
    access: ['ROLE_INVESTOR', 'ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/follow-up-actions-page.tsx'),
  },
  {
    path: FOLLOW_UP_ACTION_PATHS.chooseType,
    title: 'followUpActions.chooseType.title',
    access: [...ADVISOR],
    page: () => import('./pages/choose-type-page.tsx'),
  },
  {
    path: FOLLOW_UP_ACTION_PATHS.create,
    title: 'followUpActions.form.createTitle',
    access: [...ADVISOR],
    page: () => import('./pages/action-form-page.tsx'),
  },
  {
    path: FOLLOW_UP_ACTION_PATHS.edit,
    title: 'followUpActions.form.editTitle',
    access: [...ADVISOR],
    page: () => import('./pages/action-form-page.tsx'),
  },
  {
    path: FOLLOW_UP_ACTION_PATHS.delete,
    title: 'followUpActions.delete.title',
    access: [...ADVISOR],
    page: () => import('./pages/delete-action-page.tsx'),
  },
  {
    path: FOLLOW_UP_ACTION_PATHS.actRevisionsHistory,
    title: 'followUpActions.history.title',
    access: ['ROLE_ADVISOR', 'ROLE_CRUI_MEMBER'],
    page: () => import('./pages/act-history-page.tsx'),
  },
  {
    path: FOLLOW_UP_ACTION_PATHS.approvalDirectorConfirmation,
    title: 'followUpActions.approval.title',
    access: [...DIRECTOR],
    page: () => import('./pages/act-review-page.tsx'),
  },
  {
    path: FOLLOW_UP_ACTION_PATHS.revisionRequestConfirmation,
    title: 'followUpActions.revision.title',
    access: [...DIRECTOR],
    page: () => import('./pages/act-review-page.tsx'),
  },
];
