/** Every web URL of the portal, from one typed registry (ARCHITECTURE.md layout: config/paths). */
export const paths = {
  home: '/',
  login: '/login',
  logout: '/logout',
  signUp: '/sign-up',
  expiredPassword: '/expired-password',
  changePassword: '/change-password',
  configureAuthenticator: '/configure-authenticator',
  fillSecurityCode: '/fill-security-code',
  genericError: '/generic/error',
  newFeatures: '/new-features',
  dashboard: '/dashboard',
  recourses: '/recourses',
  nationalSupport: '/national-support/national-support',
  regionalSupport: '/regional-support/advisors',
  nationalContentManager: '/national-content-manager/procedures',
  piafe: '/piafe',
  piafeProjects: '/piafe/projects',
  foncierDashboard: '/foncier/dashboard',
  monitoringDashboard: '/monitoring-dashboard',
} as const;
export type AppPath = (typeof paths)[keyof typeof paths];

export const loginWithRedirect = (current: string): string => `${paths.login}?redirectUri=${encodeURIComponent(current)}`;
