/**
 * Web pages of the password flows (spec 1 §2.1). Apart from schemas/passwords.ts so the route table and
 * the login form can name them without pulling the password policy and its breached list into the main
 * bundle.
 */
export const PASSWORD_PATHS = {
  forgottenPassword: '/forgotten-password',
  forgottenPasswordSuccess: '/forgotten-password/success',
  resetPassword: '/reset-password',
  resetPasswordSuccess: '/reset-password/success',
  resetPasswordError: '/reset-password/error',
  changePassword: '/change-password',
  changePasswordSuccess: '/change-password/success',
} as const;
