import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { brokenPasswordRules, isCommonPassword, loadCommonPasswords, passwordChecks, ZNewPassword } from './password-policy.ts';

const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéà');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÉ');
const digit = fc.constantFrom(...'0123456789');
const special = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:,.?/ ~');
const anyChar = fc.oneof(lower, upper, digit, special);

/** A password meeting every composition rule, 8..128 long, random enough never to be a common one. */
const validPassword = fc
  .tuple(lower, upper, digit, special, fc.array(anyChar, { minLength: 8, maxLength: PASSWORD_MAX_LENGTH - 4 }))
  .map(([a, b, c, d, rest]) => [a, b, c, d, ...rest].join(''));

describe('password policy', () => {
  beforeAll(() => loadCommonPasswords());

  it('ships at least 1,000 breached passwords, lower-case and unique', () => {
    const list = COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean);
    expect(list.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(list).size).toBe(list.length);
    for (const p of list) expect(p).toBe(p.toLowerCase());
  });

  it('accepts any password meeting every rule', () => {
    fc.assert(
      fc.property(validPassword, (p) => {
        expect(brokenPasswordRules(p)).toEqual([]);
        expect(ZNewPassword.safeParse(p).success).toBe(true);
      }),
    );
  });

  it('refuses a password missing one class, naming that rule', () => {
    const cases: [RegExp, string][] = [
      [/\p{Ll}/gu, 'lowercase'],
      [/\p{Lu}/gu, 'uppercase'],
      [/\p{Nd}/gu, 'digit'],
      [/[^\p{L}\p{N}]/gu, 'special'],
    ];
    fc.assert(
      fc.property(validPassword, fc.integer({ min: 0, max: 3 }), (p, i) => {
        const [pattern, rule] = cases[i] as [RegExp, string];
        const stripped = p.replace(pattern, '').padEnd(8, rule === 'lowercase' ? 'X' : 'x');
        expect(brokenPasswordRules(stripped)).toContain(rule);
        const parsed = ZNewPassword.safeParse(stripped);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues.map((x) => x.message)).toContain(`passwords.rules.${rule}`);
      }),
    );
  });

  it('bounds the length to 8..128 without truncating', () => {
    expect(passwordChecks('Ab1!xyz').minLength).toBe(false);
    expect(passwordChecks('Ab1!wxyz').minLength).toBe(true);
    const longest = `Ab1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`;
    expect(ZNewPassword.parse(longest)).toBe(longest);
    expect(brokenPasswordRules(`${longest}y`)).toEqual(['maxLength']);
  });

  it('refuses common breached passwords whatever their case, including policy-compliant ones', () => {
    for (const p of ['Password1!', 'P@ssw0rd', 'P@ssw0rd1', 'Azerty@123', 'Motdepasse1!', 'Maroc@2025', 'Demo@CRI2026']) {
      expect(isCommonPassword(p)).toBe(true);
      expect(ZNewPassword.safeParse(p).error?.issues.map((x) => x.message)).toContain('passwords.rules.notCommon');
    }
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(passwordChecks('Tr0ub4dour&3-horse')).toMatchObject({ notCommon: true });
  });

  it('gives every rule a pass/fail for the checklist', () => {
    expect(passwordChecks('')).toEqual({
      minLength: false,
      maxLength: true,
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
      notCommon: true,
    });
  });
});
