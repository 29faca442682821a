import { paths } from '@cri/shared/paths';
import type { RouteAccess } from '@cri/shared/rules/route-guard';
import { ACCOUNTS_PATHS } from '@cri/shared/schemas/accounts';
import { ADVISOR_REVIEW_PATHS } from '@cri/shared/schemas/advisor-review';
import { APPOINTMENT_PATHS } from '@cri/shared/schemas/appointments';
import { COMMISSION_PATHS } from '@cri/shared/schemas/commission';
import { DOCUMENT_PATHS } from '@cri/shared/schemas/documents';
import { FRAMING_FORM_PATHS } from '@cri/shared/schemas/framing-forms';
import { INVESTOR_PATHS } from '@cri/shared/schemas/investors';
import { OTP_RESET_PATHS } from '@cri/shared/schemas/otp-reset';
import { PASSWORD_PATHS } from '@cri/shared/schemas/password-paths';
import { PROCEDURE_PATHS } from '@cri/shared/schemas/procedures';
import { PROFILE_PATHS } from '@cri/shared/schemas/profiles';
import { PROJECT_FORM_PATHS } from '@cri/shared/schemas/project-form';
import { PROJECT_HISTORY_PATHS } from '@cri/shared/schemas/project-history';
import { PROJECT_INFO_PATHS } from '@cri/shared/schemas/project-infos';
import { PROJECT_LIST_PATHS } from '@cri/shared/schemas/project-lists';
import { PROJECT_SEARCH_PATHS } from '@cri/shared/schemas/project-search';
import { PROJECT_SHARING_PATHS } from '@cri/shared/schemas/project-sharing';
import { SUBMISSION_PATHS } from '@cri/shared/schemas/project-submission';
import { PROJECT_PATHS } from '@cri/shared/schemas/projects';
import { SCHEDULING_PATHS } from '@cri/shared/schemas/scheduling';
import type { ComponentType } from 'react';
import { ROUTE_ACCESS } from '../config/route-access.ts';

export interface AppRoute {
  path: string;
  /** i18n key of the browser tab's title (WCAG 2.4.2). */
  title: string;
  access: RouteAccess;
  /** The portal's shell, or the field-visit programme's own shell with its sidebar. */
  shell: 'main' | 'piafe';
  /** Lazily loaded: each page is its own chunk, fetched on first visit. */
  page: () => Promise<{ default: ComponentType }>;
}

/** Every web route of the portal, in one place: path, who may open it, and its page. */
export const ROUTES: readonly AppRoute[] = [
  {
    path: paths.home,
    title: 'nav.items.home',
    access: ROUTE_ACCESS[paths.home],
    shell: 'main',
    page: () => import('../features/landing/pages/home-page.tsx'),
  },
  // Public procedure catalogue (features/procedures).
  {
    path: PROCEDURE_PATHS.list,
    title: 'nav.items.procedures',
    access: ROUTE_ACCESS[PROCEDURE_PATHS.list],
    shell: 'main',
    page: () => import('../features/procedures/pages/procedures-page.tsx'),
  },
  {
    path: PROCEDURE_PATHS.detail,
    title: 'nav.items.procedures',
    access: ROUTE_ACCESS[PROCEDURE_PATHS.detail],
    shell: 'main',
    page: () => import('../features/procedures/pages/procedure-detail-page.tsx'),
  },
  {
    path: PROCEDURE_PATHS.providedDocument,
    title: 'procedures.document.title',
    access: ROUTE_ACCESS[PROCEDURE_PATHS.providedDocument],
    shell: 'main',
    page: () => import('../features/procedures/pages/provided-document-page.tsx'),
  },
  // Authentication (features/auth). The security-code pages handle a missing session themselves.
  {
    path: paths.login,
    title: 'nav.items.login',
    access: ROUTE_ACCESS[paths.login],
    shell: 'main',
    page: () => import('../features/auth/pages/login-page.tsx'),
  },
  {
    path: paths.logout,
    title: 'nav.userMenu.logout',
    access: ROUTE_ACCESS[paths.logout],
    shell: 'main',
    page: () => import('../features/auth/pages/logout-page.tsx'),
  },
  {
    path: paths.configureAuthenticator,
    title: 'nav.pageTitles.configureAuthenticator',
    access: ROUTE_ACCESS[paths.configureAuthenticator],
    shell: 'main',
    page: () => import('../features/auth/pages/configure-authenticator-page.tsx'),
  },
  {
    path: paths.fillSecurityCode,
    title: 'nav.pageTitles.fillSecurityCode',
    access: ROUTE_ACCESS[paths.fillSecurityCode],
    shell: 'main',
    page: () => import('../features/auth/pages/fill-security-code-page.tsx'),
  },
  {
    path: paths.expiredPassword,
    title: 'nav.pageTitles.expiredPassword',
    access: ROUTE_ACCESS[paths.expiredPassword],
    shell: 'main',
    page: () => import('../features/passwords/pages/expired-password-page.tsx'),
  },
  // Sign-up and activation (features/accounts); the dev mailbox answers only outside production.
  {
    path: ACCOUNTS_PATHS.signUp,
    title: 'accounts.signUp.title',
    access: ROUTE_ACCESS[ACCOUNTS_PATHS.signUp],
    shell: 'main',
    page: () => import('../features/accounts/pages/sign-up-page.tsx'),
  },
  {
    path: ACCOUNTS_PATHS.emailConfirmation,
    title: 'accounts.emailConfirmation.title',
    access: ROUTE_ACCESS[ACCOUNTS_PATHS.emailConfirmation],
    shell: 'main',
    page: () => import('../features/accounts/pages/email-confirmation-page.tsx'),
  },
  {
    path: ACCOUNTS_PATHS.activation,
    title: 'accounts.activation.title',
    access: ROUTE_ACCESS[ACCOUNTS_PATHS.activation],
    shell: 'main',
    page: () => import('../features/accounts/pages/activation-page.tsx'),
  },
  {
    path: ACCOUNTS_PATHS.activationResend,
    title: 'accounts.activationResend.title',
    access: ROUTE_ACCESS[ACCOUNTS_PATHS.activationResend],
    shell: 'main',
    page: () => import('../features/accounts/pages/activation-resend-page.tsx'),
  },
  {
    path: ACCOUNTS_PATHS.devMailbox,
    title: 'devMailbox.title',
    access: ROUTE_ACCESS[ACCOUNTS_PATHS.devMailbox],
    shell: 'main',
    page: () => import('../features/dev-mailbox/pages/dev-mailbox-page.tsx'),
  },
  // Landing pages of the post-login redirect (spec 1 §4.1).
  {
    path: paths.dashboard,
    title: 'landing.dashboard.title',
    access: ROUTE_ACCESS[paths.dashboard],
    shell: 'main',
    page: () => import('../features/landing/pages/dashboard-page.tsx'),
  },
  {
    path: paths.newFeatures,
    title: 'landing.newFeatures.title',
    access: ROUTE_ACCESS[paths.newFeatures],
    shell: 'main',
    page: () => import('../features/landing/pages/new-features-page.tsx'),
  },
  {
    path: paths.recourses,
    title: 'landing.recourses.title',
    access: ROUTE_ACCESS[paths.recourses],
    shell: 'main',
    page: () => import('../features/landing/pages/recourses-page.tsx'),
  },
  {
    path: paths.nationalSupport,
    title: 'landing.nationalSupport.title',
    access: ROUTE_ACCESS[paths.nationalSupport],
    shell: 'main',
    page: () => import('../features/landing/pages/national-support-page.tsx'),
  },
  {
    path: paths.regionalSupport,
    title: 'landing.regionalSupport.title',
    access: ROUTE_ACCESS[paths.regionalSupport],
    shell: 'main',
    page: () => import('../features/landing/pages/regional-support-page.tsx'),
  },
  // Reset of security codes (features/otp-reset, spec 1 §6).
  {
    path: OTP_RESET_PATHS.national,
    title: 'otpReset.title',
    access: ROUTE_ACCESS[OTP_RESET_PATHS.national],
    shell: 'main',
    page: () => import('../features/otp-reset/pages/national-reset-otp-page.tsx'),
  },
  {
    path: OTP_RESET_PATHS.regional,
    title: 'otpReset.title',
    access: ROUTE_ACCESS[OTP_RESET_PATHS.regional],
    shell: 'main',
    page: () => import('../features/otp-reset/pages/regional-reset-otp-page.tsx'),
  },
  {
    path: paths.nationalContentManager,
    title: 'landing.contentManager.title',
    access: ROUTE_ACCESS[paths.nationalContentManager],
    shell: 'main',
    page: () => import('../features/landing/pages/content-manager-page.tsx'),
  },
  {
    path: paths.foncierDashboard,
    title: 'landing.foncier.title',
    access: ROUTE_ACCESS[paths.foncierDashboard],
    shell: 'main',
    page: () => import('../features/landing/pages/foncier-dashboard-page.tsx'),
  },
  {
    path: paths.monitoringDashboard,
    title: 'landing.monitoring.title',
    access: ROUTE_ACCESS[paths.monitoringDashboard],
    shell: 'main',
    page: () => import('../features/landing/pages/monitoring-dashboard-page.tsx'),
  },
  {
    path: paths.piafe,
    title: 'landing.piafe.title',
    access: ROUTE_ACCESS[paths.piafe],
    shell: 'piafe',
    page: () => import('../features/landing/pages/piafe-home-page.tsx'),
  },
  {
    path: paths.piafeProjects,
    title: 'landing.piafe.title',
    access: ROUTE_ACCESS[paths.piafeProjects],
    shell: 'piafe',
    page: () => import('../features/landing/pages/piafe-projects-page.tsx'),
  },
  // Errors.
  {
    path: paths.genericError,
    title: 'common.error.title',
    access: ROUTE_ACCESS[paths.genericError],
    shell: 'main',
    page: () => import('../features/errors/pages/generic-error-page.tsx'),
  },
  // One profile address for investors, CRUI members and advisors: the app-level dispatcher picks the page.
  {
    path: INVESTOR_PATHS.profile,
    title: 'profiles.title',
    access: ROUTE_ACCESS[INVESTOR_PATHS.profile],
    shell: 'main',
    page: () => import('./profile-detail-page.tsx'),
  },
  // Staff profiles (features/profiles, spec 1 §2.5).
  {
    path: PROFILE_PATHS.cruiMemberSuccess,
    title: 'profiles.success.title',
    access: ROUTE_ACCESS[PROFILE_PATHS.cruiMemberSuccess],
    shell: 'main',
    page: () => import('../features/profiles/pages/profile-success-page.tsx'),
  },
  {
    path: PROFILE_PATHS.advisorSuccess,
    title: 'profiles.success.title',
    access: ROUTE_ACCESS[PROFILE_PATHS.advisorSuccess],
    shell: 'main',
    page: () => import('../features/profiles/pages/profile-success-page.tsx'),
  },
  // The investor record (features/investors, spec 1 §2.5, §4.2); /profile-detail is the dispatcher's.
  {
    path: INVESTOR_PATHS.createAccount,
    title: 'investors.createAccount.title',
    access: ROUTE_ACCESS[INVESTOR_PATHS.createAccount],
    shell: 'main',
    page: () => import('../features/investors/pages/create-account-page.tsx'),
  },
  {
    path: INVESTOR_PATHS.welcome,
    title: 'investors.welcome.title',
    access: ROUTE_ACCESS[INVESTOR_PATHS.welcome],
    shell: 'main',
    page: () => import('../features/investors/pages/welcome-page.tsx'),
  },
  {
    path: INVESTOR_PATHS.profileEdit,
    title: 'investors.profile.editTitle',
    access: ROUTE_ACCESS[INVESTOR_PATHS.profileEdit],
    shell: 'main',
    page: () => import('../features/investors/pages/investor-profile-page.tsx'),
  },
  {
    path: INVESTOR_PATHS.profileSuccess,
    title: 'investors.success.title',
    access: ROUTE_ACCESS[INVESTOR_PATHS.profileSuccess],
    shell: 'main',
    page: () => import('../features/investors/pages/investor-profile-success-page.tsx'),
  },
  // Forgotten, reset and change password (features/passwords; /expired-password is above).
  {
    path: PASSWORD_PATHS.forgottenPassword,
    title: 'passwords.forgotten.title',
    access: ROUTE_ACCESS[PASSWORD_PATHS.forgottenPassword],
    shell: 'main',
    page: () => import('../features/passwords/pages/forgotten-password-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.forgottenPasswordSuccess,
    title: 'passwords.forgotten.successTitle',
    access: ROUTE_ACCESS[PASSWORD_PATHS.forgottenPasswordSuccess],
    shell: 'main',
    page: () => import('../features/passwords/pages/forgotten-password-success-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.resetPassword,
    title: 'passwords.reset.title',
    access: ROUTE_ACCESS[PASSWORD_PATHS.resetPassword],
    shell: 'main',
    page: () => import('../features/passwords/pages/reset-password-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.resetPasswordSuccess,
    title: 'passwords.reset.successTitle',
    access: ROUTE_ACCESS[PASSWORD_PATHS.resetPasswordSuccess],
    shell: 'main',
    page: () => import('../features/passwords/pages/reset-password-success-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.resetPasswordError,
    title: 'passwords.reset.errorTitle',
    access: ROUTE_ACCESS[PASSWORD_PATHS.resetPasswordError],
    shell: 'main',
    page: () => import('../features/passwords/pages/reset-password-error-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.changePassword,
    title: 'passwords.change.title',
    access: ROUTE_ACCESS[PASSWORD_PATHS.changePassword],
    shell: 'main',
    page: () => import('../features/passwords/pages/change-password-page.tsx'),
  },
  {
    path: PASSWORD_PATHS.changePasswordSuccess,
    title: 'passwords.change.successTitle',
    access: ROUTE_ACCESS[PASSWORD_PATHS.changePasswordSuccess],
    shell: 'main',
    page: () => import('../features/passwords/pages/change-password-success-page.tsx'),
  },
  // Appointments (features/appointments, spec 2 §2).
  {
    path: APPOINTMENT_PATHS.create,
    title: 'appointments.new.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.create],
    shell: 'main',
    page: () => import('../features/appointments/pages/new-appointment-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.createForFramingForm,
    title: 'appointments.new.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.createForFramingForm],
    shell: 'main',
    page: () => import('../features/appointments/pages/new-appointment-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.createForProject,
    title: 'appointments.new.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.createForProject],
    shell: 'main',
    page: () => import('../features/appointments/pages/new-appointment-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.success,
    title: 'appointments.success.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.success],
    shell: 'main',
    page: () => import('../features/appointments/pages/new-appointment-success-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.maxAttempts,
    title: 'appointments.maxAttempts.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.maxAttempts],
    shell: 'main',
    page: () => import('../features/appointments/pages/max-attempts-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.list,
    title: 'appointments.list.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.list],
    shell: 'main',
    page: () => import('../features/appointments/pages/meetings-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.detail,
    title: 'appointments.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.detail],
    shell: 'main',
    page: () => import('../features/appointments/pages/meeting-detail-page.tsx'),
  },
  {
    path: APPOINTMENT_PATHS.framingFormMeetings,
    title: 'appointments.title',
    access: ROUTE_ACCESS[APPOINTMENT_PATHS.framingFormMeetings],
    shell: 'main',
    page: () => import('../features/appointments/pages/framing-form-meetings-page.tsx'),
  },
  // Framing questionnaire (features/framing-forms, spec 2 §2); /framing-forms lists by role.
  {
    path: FRAMING_FORM_PATHS.new,
    title: 'framingForms.form.newTitle',
    access: ROUTE_ACCESS[FRAMING_FORM_PATHS.new],
    shell: 'main',
    page: () => import('../features/framing-forms/pages/framing-form-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.edit,
    title: 'framingForms.form.editTitle',
    access: ROUTE_ACCESS[FRAMING_FORM_PATHS.edit],
    shell: 'main',
    page: () => import('../features/framing-forms/pages/framing-form-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.list,
    title: 'framingForms.menu.staffList',
    access: ROUTE_ACCESS[FRAMING_FORM_PATHS.list],
    shell: 'main',
    page: () => import('../features/framing-forms/pages/framing-forms-list-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.procedures,
    title: 'framingForms.procedures.title',
    access: ROUTE_ACCESS[FRAMING_FORM_PATHS.procedures],
    shell: 'main',
    page: () => import('../features/framing-forms/pages/framing-form-procedures-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.details,
    title: 'framingForms.details.title',
    access: ROUTE_ACCESS[FRAMING_FORM_PATHS.details],
    shell: 'main',
    page: () => import('../features/framing-forms/pages/framing-form-details-page.tsx'),
  },
  {
    path: FRAMING_FORM_PATHS.maxAttempts,
    title: 'framingForms.maxAttempts.title',
    access: ROUTE_ACCESS[FRAMING_FORM_PATHS.maxAttempts],
    shell: 'main',
    page: () => import('../features/framing-forms/pages/max-attempts-page.tsx'),
  },
  // The first project page (features/projects); issue 5 grows it.
  {
    path: PROJECT_PATHS.detail,
    title: 'projects.detail.title',
    access: ROUTE_ACCESS[PROJECT_PATHS.detail],
    shell: 'main',
    page: () => import('../features/projects/pages/project-page.tsx'),
  },
  // The "documents" step of the deposit (features/documents).
  {
    path: DOCUMENT_PATHS.list,
    title: 'documents.page.title',
    access: ROUTE_ACCESS[DOCUMENT_PATHS.list],
    shell: 'main',
    page: () => import('../features/documents/pages/project-documents-page.tsx'),
  },
  {
    path: DOCUMENT_PATHS.detail,
    title: 'documents.page.title',
    access: ROUTE_ACCESS[DOCUMENT_PATHS.detail],
    shell: 'main',
    page: () => import('../features/documents/pages/project-document-page.tsx'),
  },
  {
    path: PROJECT_FORM_PATHS.details,
    title: 'projects.form.title',
    access: ROUTE_ACCESS[PROJECT_FORM_PATHS.details],
    shell: 'main',
    page: () => import('../features/projects/pages/project-details-page.tsx'),
  },
  // The "infos" step of the deposit (features/project-infos).
  {
    path: PROJECT_INFO_PATHS.infos,
    title: 'projectInfos.title',
    access: ROUTE_ACCESS[PROJECT_INFO_PATHS.infos],
    shell: 'main',
    page: () => import('../features/project-infos/pages/project-infos-page.tsx'),
  },
  // Recap, success and adding procedures (features/projects, issue 5).
  {
    path: SUBMISSION_PATHS.procedures,
    title: 'projects.procedures.title',
    access: ROUTE_ACCESS[SUBMISSION_PATHS.procedures],
    shell: 'main',
    page: () => import('../features/projects/pages/project-procedures-page.tsx'),
  },
  {
    path: SUBMISSION_PATHS.recap,
    title: 'projects.recap.title',
    access: ROUTE_ACCESS[SUBMISSION_PATHS.recap],
    shell: 'main',
    page: () => import('../features/projects/pages/project-recap-page.tsx'),
  },
  {
    path: SUBMISSION_PATHS.success,
    title: 'projects.success.title',
    access: ROUTE_ACCESS[SUBMISSION_PATHS.success],
    shell: 'main',
    page: () => import('../features/projects/pages/project-success-page.tsx'),
  },
  {
    path: SUBMISSION_PATHS.newProcedures,
    title: 'projects.newProcedures.title',
    access: ROUTE_ACCESS[SUBMISSION_PATHS.newProcedures],
    shell: 'main',
    page: () => import('../features/projects/pages/new-procedures-page.tsx'),
  },
  {
    path: SUBMISSION_PATHS.newProcedure,
    title: 'projects.newProcedures.title',
    access: ROUTE_ACCESS[SUBMISSION_PATHS.newProcedure],
    shell: 'main',
    page: () => import('../features/projects/pages/new-procedures-page.tsx'),
  },
  // Project lists, archive and restore (features/projects, issue 5).
  {
    path: PROJECT_LIST_PATHS.list,
    title: 'projects.list.title',
    access: ROUTE_ACCESS[PROJECT_LIST_PATHS.list],
    shell: 'main',
    page: () => import('../features/projects/pages/projects-list-page.tsx'),
  },
  // Results of the staff search popover (features/project-search, issue 6).
  {
    path: PROJECT_SEARCH_PATHS.results,
    title: 'projectSearch.title',
    access: ROUTE_ACCESS[PROJECT_SEARCH_PATHS.results],
    shell: 'main',
    page: () => import('../features/project-search/pages/filtred-projects-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.archive,
    title: 'projects.archive.title',
    access: ROUTE_ACCESS[PROJECT_LIST_PATHS.archive],
    shell: 'main',
    page: () => import('../features/projects/pages/archive-project-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.archiveSuccess,
    title: 'projects.archive.successTitle',
    access: ROUTE_ACCESS[PROJECT_LIST_PATHS.archiveSuccess],
    shell: 'main',
    page: () => import('../features/projects/pages/archive-success-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.restore,
    title: 'projects.restore.title',
    access: ROUTE_ACCESS[PROJECT_LIST_PATHS.restore],
    shell: 'main',
    page: () => import('../features/projects/pages/restore-project-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.restoreSuccess,
    title: 'projects.restore.successTitle',
    access: ROUTE_ACCESS[PROJECT_LIST_PATHS.restoreSuccess],
    shell: 'main',
    page: () => import('../features/projects/pages/restore-success-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.maxArchiveAttempts,
    title: 'projects.archive.maxTitle',
    access: ROUTE_ACCESS[PROJECT_LIST_PATHS.maxArchiveAttempts],
    shell: 'main',
    page: () => import('../features/projects/pages/max-archive-attempts-page.tsx'),
  },
  {
    path: PROJECT_LIST_PATHS.maxRestoreAttempts,
    title: 'projects.restore.maxTitle',
    access: ROUTE_ACCESS[PROJECT_LIST_PATHS.maxRestoreAttempts],
    shell: 'main',
    page: () => import('../features/projects/pages/max-restore-attempts-page.tsx'),
  },
  // The advisor's review of a submitted file (features/advisor-review, issue 6).
  {
    path: ADVISOR_REVIEW_PATHS.checkProcedures,
    title: 'advisorReview.procedures.title',
    access: ROUTE_ACCESS[ADVISOR_REVIEW_PATHS.checkProcedures],
    shell: 'main',
    page: () => import('../features/advisor-review/pages/check-procedures-page.tsx'),
  },
  {
    path: ADVISOR_REVIEW_PATHS.notifyInvestor,
    title: 'advisorReview.notify.title',
    access: ROUTE_ACCESS[ADVISOR_REVIEW_PATHS.notifyInvestor],
    shell: 'main',
    page: () => import('../features/advisor-review/pages/check-procedures-page.tsx'),
  },
  {
    path: ADVISOR_REVIEW_PATHS.notifyInvestorSuccess,
    title: 'advisorReview.notify.successTitle',
    access: ROUTE_ACCESS[ADVISOR_REVIEW_PATHS.notifyInvestorSuccess],
    shell: 'main',
    page: () => import('../features/advisor-review/pages/notify-investor-success-page.tsx'),
  },
  {
    path: ADVISOR_REVIEW_PATHS.checkDocuments,
    title: 'advisorReview.documents.title',
    access: ROUTE_ACCESS[ADVISOR_REVIEW_PATHS.checkDocuments],
    shell: 'main',
    page: () => import('../features/advisor-review/pages/check-documents-page.tsx'),
  },
  // Sharing with the commission, project history and similar files (features/project-sharing, project-history; issue 6).
  {
    path: PROJECT_SHARING_PATHS.share,
    title: 'projectSharing.title',
    access: ROUTE_ACCESS[PROJECT_SHARING_PATHS.share],
    shell: 'main',
    page: () => import('../features/project-sharing/pages/share-page.tsx'),
  },
  // The commission session: members, opinions, decision (features/commission, issue 7).
  {
    path: COMMISSION_PATHS.commission,
    title: 'commission.title',
    access: ROUTE_ACCESS[COMMISSION_PATHS.commission],
    shell: 'main',
    page: () => import('../features/commission/pages/commission-page.tsx'),
  },
  {
    path: PROJECT_HISTORY_PATHS.history,
    title: 'projectHistory.historyTitle',
    access: ROUTE_ACCESS[PROJECT_HISTORY_PATHS.history],
    shell: 'main',
    page: () => import('../features/project-history/pages/project-history-page.tsx'),
  },
  {
    path: PROJECT_HISTORY_PATHS.similar,
    title: 'projectHistory.similarTitle',
    access: ROUTE_ACCESS[PROJECT_HISTORY_PATHS.similar],
    shell: 'main',
    page: () => import('../features/project-history/pages/similar-projects-page.tsx'),
  },
  // Commission scheduling and the commission calendar (features/scheduling, issue 6).
  {
    path: SCHEDULING_PATHS.schedule,
    title: 'scheduling.schedule.title',
    access: ROUTE_ACCESS[SCHEDULING_PATHS.schedule],
    shell: 'main',
    page: () => import('../features/scheduling/pages/schedule-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.scheduleWeek,
    title: 'scheduling.schedule.title',
    access: ROUTE_ACCESS[SCHEDULING_PATHS.scheduleWeek],
    shell: 'main',
    page: () => import('../features/scheduling/pages/schedule-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.calendar,
    title: 'scheduling.calendar.title',
    access: ROUTE_ACCESS[SCHEDULING_PATHS.calendar],
    shell: 'main',
    page: () => import('../features/scheduling/pages/calendar-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.calendarDate,
    title: 'scheduling.calendar.title',
    access: ROUTE_ACCESS[SCHEDULING_PATHS.calendarDate],
    shell: 'main',
    page: () => import('../features/scheduling/pages/calendar-page.tsx'),
  },
  {
    path: SCHEDULING_PATHS.calendarProject,
    title: 'scheduling.project.title',
    access: ROUTE_ACCESS[SCHEDULING_PATHS.calendarProject],
    shell: 'main',
    page: () => import('../features/scheduling/pages/calendar-project-page.tsx'),
  },
  {
    path: '*',
    title: 'common.notFound.title',
    access: 'public',
    shell: 'main',
    page: () => import('../features/errors/pages/not-found-page.tsx'),
  },
];
