import { FRAMING_FORM_PATHS } from '@cri/shared/paths';
import { FRAMING_FORM_READER_ROLES } from '../../config/role-groups.ts';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/framing-forms, with who may open them; app/route-table.ts collects them. */
export const FRAMING_FORMS_ROUTES: readonly AppRoute[] = [
  // Spec 2 §2; /framing-forms lists by role.
  {
    path: FRAMING_FORM_PATHS.new,
    title: 'framingForms.form.newTitle',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/framing-form-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.edit,
    title: 'framingForms.form.editTitle',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/framing-form-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.list,
    title: 'framingForms.menu.staffList',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/framing-forms-list-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.procedures,
    title: 'framingForms.procedures.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/framing-form-procedures-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.details,
    title: 'framingForms.details.title',
    access: FRAMING_FORM_READER_ROLES,
    page: () => import('./pages/framing-form-details-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.maxAttempts,
    title: 'framingForms.maxAttempts.title',
    access: ['ROLE_INVESTOR'],
    page: () => import('./pages/max-attempts-page.tsx'),
  },
];
