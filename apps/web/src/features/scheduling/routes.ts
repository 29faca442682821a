import { SCHEDULING_PATHS } from '@cri/shared/paths';
import { CALENDAR_ROLES } from '../../config/role-groups.ts';
import type { AppRoute } from '../../lib/app-route.ts';

/** The pages of features/scheduling, with who may open them; app/route-table.ts collects them. */
export const SCHEDULING_ROUTES: readonly AppRoute[] = [
  // Commission scheduling (advisors) and the commission calendar (advisors, CRUI members, consultation).
  {
    path: SCHEDULING_PATHS.schedule,
    title: 'scheduling.schedule.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/schedule-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.scheduleWeek,
    title: 'scheduling.schedule.title',
    access: ['ROLE_ADVISOR'],
    page: () => import('./pages/schedule-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.calendar,
    title: 'scheduling.calendar.title',
    access: CALENDAR_ROLES,
    page: () => import('./pages/calendar-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.calendarDate,
    title: 'scheduling.calendar.title',
    access: CALENDAR_ROLES,
    page: () => import('./pages/calendar-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.calendarProject,
    title: 'scheduling.project.title',
    access: CALENDAR_ROLES,
    page: () => import('./pages/calendar-project-page.tsx'),
  },
];
