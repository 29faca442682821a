import { z } from 'zod';
import { ROLES, TITLES } from '../enums/roles.ts';
import { PASSWORD_MAX_LENGTH, SECURITY_CODE_LENGTH } from '../limits.ts';

/** GET /captcha: a fresh captcha, its SVG image and the id to send back with the answer. */
export const ZCaptchaResponse = z.object({ captchaId: z.string(), image: z.string() });
export type TCaptchaResponse = z.infer<typeof ZCaptchaResponse>;

/**
 * Captcha fields of every form that needs one (spec 1 §5). An absent or empty answer is not a schema
 * error: the server answers it like a wrong one (422 INVALID_CAPTCHA, field `captchaAnswer`), which the
 * forms handle by refreshing the captcha. Forms add their own "required" check on top.
 */
export const ZCaptchaFields = z.object({
  captchaId: z.string().max(64).default(''),
  captchaAnswer: z.string().trim().max(32).default(''),
});
export type TCaptchaFields = z.infer<typeof ZCaptchaFields>;

export const ZUsername = z.email().max(254);

/**
 * The login e-mail (spec 1 §5: a username that is not one shows notValidUsername), checked the same way by
 * the login page and by POST /login (422 with the field error instead of a 401). Messages are i18n keys.
 */
export const ZLoginUsername = z
  .string()
  .trim()
  .min(1, 'auth.login.usernameRequired')
  .pipe(z.email('errors.field.notValidUsername').max(254, 'errors.field.notValidUsername'));

/** Passwords are at most PASSWORD_MAX_LENGTH long; anything longer cannot be one and is refused early. */
const ZLoginPassword = z.string().min(1, 'auth.login.passwordRequired').max(PASSWORD_MAX_LENGTH, 'errors.field.tooLong');

export const ZLoginRequest = z.strictObject({
  username: ZLoginUsername,
  password: ZLoginPassword,
  ...ZCaptchaFields.shape,
  redirectUri: z.string().max(2048).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The login page's form: the request's fields as typed, plus the captcha answer the page requires. */
export const ZLoginForm = z.object({
  username: ZLoginUsername,
  password: ZLoginPassword,
  captchaAnswer: z.string().trim().min(1, 'auth.captcha.answerRequired'),
});
export type TLoginFormInput = z.input<typeof ZLoginForm>;
export type TLoginFormValues = z.output<typeof ZLoginForm>;

/** Response of POST /login, POST /refresh-token and GET /validateOtp. */
export const ZTokenResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/** Generous bound: an access token sent by mistake must reach the check and answer 401, not 400. */
const ZOpaqueToken = z.string().min(1).max(4096);

export const ZRefreshRequest = z.strictObject({ refreshToken: ZOpaqueToken });
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

/** POST /users/logout: the refresh token comes in the `x-refresh-token` header or in this body. */
export const ZLogoutRequest = z.strictObject({ refreshToken: ZOpaqueToken.optional() });
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';

export const ZSecureKeyQuery = z.strictObject({ username: z.string().trim().min(1).max(254) });

export const ZValidateOtpQuery = z.strictObject({
  secureCode: z.string().regex(new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`)),
  /** Kept by the web to continue after the code (spec 1 §3 OTP); the server does not use it. */
  redirectUri: z.string().max(2048).optional(),
});
export const ZValidateOtpResponse = ZTokenResponse.extend({ valid: z.literal(true) });
export type TValidateOtpResponse = z.infer<typeof ZValidateOtpResponse>;

export const ZSecureKeyResponse = z.object({ secureKey: z.string(), uriKey: z.string() });
export type TSecureKeyResponse = z.infer<typeof ZSecureKeyResponse>;

/**
 * Claims of the access token (spec 1 §3 User). `otp` is false for a staff member who has not yet
 * passed the security code: such a token opens nothing but the security-code endpoints.
 */
export const ZAccessClaims = z.object({
  sub: z.string(),
  username: z.string(),
  roles: z.array(z.enum(ROLES)),
  title: z.enum(TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  regionId: z.number().int().nullable(),
  investorId: z.number().int().nullable(),
  advisorId: z.number().int().nullable(),
  cruiMemberId: z.number().int().nullable(),
  habilitations: z.array(z.string()),
  passwordExpirationDate: z.string().nullable(),
  firstConnection: z.boolean(),
  activeMfa: z.boolean(),
  otp: z.boolean(),
  isDirector: z.boolean(),
  isWali: z.boolean(),
  isFocalMember: z.boolean(),
  isCruiMember: z.boolean(),
  /**
   * The account has a profile picture (spec 1 §2.3, §2.5): the shell asks for it only then, and shows the
   * avatar by title or the initials otherwise, without a request answered 404 (issue 13). Absent from tokens
   * minted before it existed or directly by tests: no picture is asked for.
   */
  hasPicture: z.boolean().optional(),
  /** Session (refresh family) the token belongs to; absent from tokens minted directly by tests. */
  sid: z.string().optional(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

/** Response headers of POST /login (lower-case, exposed to the browser). */
export const LOGIN_HEADERS = { lastConnectionDate: 'lastconnectiondate', failedAuthentication: 'failedauthentication' } as const;

/**
 * Wrong security codes allowed per pre-code session; at the limit the session is revoked. A 401
 * INVALID_SECURITY_CODE answer carries `remainingAttempts`.
 */
export const SECURITY_CODE_MAX_ATTEMPTS = 5;
