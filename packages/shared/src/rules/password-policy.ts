import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';

/**
 * Password policy (spec 1 §5, issue 3): 8 to 128 characters, kept whole (never truncated: scrypt takes
 * the full text), with a lowercase letter, an uppercase letter, a digit and a special character, and not
 * one of the most common breached passwords (compared case-insensitively).
 *
 * Where the breached list is checked: on both sides, but the list (about 30 kB) is loaded on demand with
 * `loadCommonPasswords()`, a dynamic import that becomes its own chunk in the web bundle. The server loads
 * it when it registers its routes (modules/passwords/routes.ts), before serving any request; the password
 * forms load it when they mount, so the home page and the rest of the app never download it (this module
 * itself is small and may sit in the main bundle). Until it is loaded `notCommon` passes: a form that did
 * not load it still gets the server's 422 on submit.
 */
export const PASSWORD_RULES = ['minLength', 'maxLength', 'lowercase', 'uppercase', 'digit', 'special', 'notCommon'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** Message key of a broken rule, in packages/i18n/{fr,ar}/passwords.json. */
export const passwordRuleKey = (rule: PasswordRule): string => `passwords.rules.${rule}`;

let common: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;

/** Loads the breached list once (later calls share the first load). */
export function loadCommonPasswords(): Promise<void> {
  loading ??= import('./common-passwords.ts').then(({ COMMON_PASSWORDS_TEXT }) => {
    common = new Set(COMMON_PASSWORDS_TEXT.split('\n').filter((line) => line.length > 0));
  });
  return loading;
}

export const commonPasswordsLoaded = (): boolean => common !== null;

/** Case-insensitive; false while the list is not loaded. */
export const isCommonPassword = (value: string): boolean => common?.has(value.normalize('NFC').toLowerCase()) ?? false;

const TESTS: Record<PasswordRule, (value: string) => boolean> = {
  // Length in UTF-16 units, the unit of the login schema's bound, so any accepted password can sign in.
  minLength: (v) => v.length >= PASSWORD_MIN_LENGTH,
  maxLength: (v) => v.length <= PASSWORD_MAX_LENGTH,
  lowercase: (v) => /\p{Ll}/u.test(v),
  uppercase: (v) => /\p{Lu}/u.test(v),
  digit: (v) => /\p{Nd}/u.test(v),
  // Anything that is neither a letter nor a digit (punctuation, symbols, spaces).
  special: (v) => /[^\p{L}\p{N}]/u.test(v),
  notCommon: (v) => !isCommonPassword(v),
};

/** Each rule's pass/fail, in display order, for the live checklist under the password field. */
export function passwordChecks(value: string): Record<PasswordRule, boolean> {
  const result = {} as Record<PasswordRule, boolean>;
  for (const rule of PASSWORD_RULES) result[rule] = TESTS[rule](value);
  return result;
}

/** The rules a value breaks (empty when it is acceptable). */
export const brokenPasswordRules = (value: string): PasswordRule[] => PASSWORD_RULES.filter((rule) => !TESTS[rule](value));

/** A new password (sign-up, reset, change, expired): one issue per broken rule, message = its i18n key. */
export const ZNewPassword = z.string().superRefine((value, ctx) => {
  for (const rule of brokenPasswordRules(value)) ctx.addIssue({ code: 'custom', message: passwordRuleKey(rule) });
});
export type TNewPassword = z.infer<typeof ZNewPassword>;
