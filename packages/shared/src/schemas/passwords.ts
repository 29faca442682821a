import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { ZNewPassword } from '../rules/password-policy.ts';
import { ZCaptchaFields } from './auth.ts';

/** Reset links are 32 random bytes in base64url (43 characters); a bound keeps junk out. */
const ZResetToken = z.string().trim().min(1).max(256);

/** POST /users/forgotten-password (spec 1 §3: `user.username` and the captcha). */
export const ZForgottenPasswordRequest = z.strictObject({
  user: z.strictObject({ username: z.string().trim().min(1).max(254) }),
  ...ZCaptchaFields.shape,
});
export type TForgottenPasswordRequest = z.infer<typeof ZForgottenPasswordRequest>;

/** Also carried by its 422 (invalid captcha) and 429 (daily limit) answers. */
export const ZForgottenPasswordResponse = z.object({ totalAttemptsSendUpdatePassword: z.number().int() });
export type TForgottenPasswordResponse = z.infer<typeof ZForgottenPasswordResponse>;

/** Reset e-mails an account may ask for per calendar day (Morocco time). */
export const FORGOTTEN_PASSWORD_DAILY_LIMIT = 3;
/** Lifetime of a reset link. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** GET /users/token-black-list-check: `blacklisted` when the link is unknown, used or expired. */
export const ZTokenBlacklistQuery = z.strictObject({ token: ZResetToken });
export const ZTokenBlacklistResponse = z.object({ blacklisted: z.boolean() });
export type TTokenBlacklistResponse = z.infer<typeof ZTokenBlacklistResponse>;

/** POST /users/reset-password. */
export const ZResetPasswordRequest = z.strictObject({ password: ZNewPassword, token: ZResetToken, ...ZCaptchaFields.shape });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
/** The account whose password was reset (the user signs in again: the reset closes every session). */
export const ZResetPasswordResponse = z.object({ username: z.string() });

/** POST /users/change-password (also the expired-password page). Answers a fresh token pair. */
export const ZChangePasswordRequest = z.strictObject({
  password: ZNewPassword,
  lastPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  ...ZCaptchaFields.shape,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** Forms: a message key per field; the confirmation must match (spec 1 §5 "the passwords are not identical"). */
const ZConfirmedPassword = z.object({
  password: z.string().min(1, 'passwords.validation.passwordRequired').pipe(ZNewPassword),
  confirmation: z.string().min(1, 'passwords.validation.confirmationRequired'),
  captchaAnswer: z.string().trim().min(1, 'auth.captcha.answerRequired'),
});
const confirmationMatches = (v: { password: string; confirmation: string }) => v.password === v.confirmation;
const mismatch = { message: 'passwords.validation.notIdentical', path: ['confirmation'] };

export const ZResetPasswordForm = ZConfirmedPassword.refine(confirmationMatches, mismatch);
export type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

export const ZChangePasswordForm = ZConfirmedPassword.extend({
  lastPassword: z.string().min(1, 'passwords.validation.lastPasswordRequired').max(PASSWORD_MAX_LENGTH),
})
  .refine(confirmationMatches, mismatch)
  .refine((v) => v.password !== v.lastPassword, { message: 'passwords.validation.sameAsLast', path: ['password'] });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

export const ZForgottenPasswordForm = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'passwords.validation.usernameRequired')
    .pipe(z.email('passwords.validation.notValidUsername').max(254)),
  captchaAnswer: z.string().trim().min(1, 'auth.captcha.answerRequired'),
});
export type TForgottenPasswordForm = z.infer<typeof ZForgottenPasswordForm>;
