import { z } from 'zod';
import { ZNewPassword } from '../rules/password-policy.ts';
import { ZCaptchaFields } from './auth.ts';

/** Spec 1 §3: a visitor signs up as an investor or as a professional acting for investors (intermediary). */
export const ACCOUNT_TYPES = ['INVESTOR', 'PROFESSIONAL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Messages are i18n keys (translated where shown); the server answers its own field keys. */
export const ZSignUpEmail = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'errors.field.required')
  .pipe(z.email('errors.field.notValidUsername').max(254, 'errors.field.notValidUsername'));

/** Spec 1 §5 and the shared policy (length, character classes, not a common breached password). */
export const ZSignUpPassword = ZNewPassword;

/** POST /users/sign-up (spec 1 §3 Sign-up, §7). */
export const ZSignUpRequest = z.strictObject({
  username: ZSignUpEmail,
  password: ZSignUpPassword,
  accountType: z.enum(ACCOUNT_TYPES).default('INVESTOR'),
  ...ZCaptchaFields.shape,
});
export type TSignUpRequest = z.input<typeof ZSignUpRequest>;
export const ZSignUpResponse = z.object({ username: z.string() });
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

/** The sign-up page: the request plus the confirmation, which must match ('the passwords are not identical'). */
export const ZSignUpForm = z
  .object({
    username: ZSignUpEmail,
    password: ZSignUpPassword,
    confirmPassword: z.string().min(1, 'errors.field.required'),
    accountType: z.enum(ACCOUNT_TYPES),
    captchaAnswer: z.string().trim().min(1, 'auth.captcha.answerRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'accounts.password.notIdentical',
    // Checked even while another field is still invalid, so the mismatch shows as soon as it happens.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string' && v.confirmPassword !== '';
    },
  });
export type TSignUpFormInput = z.input<typeof ZSignUpForm>;
export type TSignUpFormValues = z.output<typeof ZSignUpForm>;

/** POST /users/resend-activation. */
export const ZResendActivationRequest = z.strictObject({ username: ZSignUpEmail });
export type TResendActivationRequest = z.input<typeof ZResendActivationRequest>;

/** Opaque tokens are base64url; a generous bound lets a mangled link reach the check and answer 404. */
export const ZActivateRequest = z.strictObject({ token: z.string().trim().min(1).max(512) });
export type TActivateRequest = z.infer<typeof ZActivateRequest>;

/** Hours an activation link stays valid. */
export const ACTIVATION_TOKEN_TTL_HOURS = 48;

/** GET /dev/mailbox (outside production only): the last messages of the outbox. */
export const ZDevMailboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['PENDING', 'SENDING', 'SENT', 'FAILED']),
  createdAt: z.string(),
});
export type TDevMailboxMessage = z.infer<typeof ZDevMailboxMessage>;
export const ZDevMailboxResponse = z.array(ZDevMailboxMessage);

export { ACCOUNTS_PATHS } from '../paths.ts';
export const emailConfirmationPath = (username: string): string => `/sign-up/email-confirmation/${encodeURIComponent(username)}`;
