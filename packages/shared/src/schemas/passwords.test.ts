import { beforeAll, describe, expect, it } from 'vitest';
import { loadCommonPasswords } from '../rules/password-policy.ts';
import { ZChangePasswordForm, ZForgottenPasswordRequest, ZResetPasswordForm } from './passwords.ts';

const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('password form contracts', () => {
  beforeAll(() => loadCommonPasswords());

  it('says when the confirmation differs, even while the password breaks rules', () => {
    const weak = ZResetPasswordForm.safeParse({ password: 'abc', confirmation: 'abd', captchaAnswer: 'x' });
    expect(messages(weak)).toContain('password:passwords.rules.minLength');
    const strong = ZResetPasswordForm.safeParse({
      password: 'Zq9!kestrel-moon',
      confirmation: 'Zq9!kestrel-mon',
      captchaAnswer: 'x',
    });
    expect(messages(strong)).toEqual(['confirmation:passwords.validation.notIdentical']);
  });

  it('needs the current password and a different new one', () => {
    const empty = ZChangePasswordForm.safeParse({ lastPassword: '', password: '', confirmation: '', captchaAnswer: '' });
    expect(messages(empty)).toEqual(
      expect.arrayContaining([
        'lastPassword:passwords.validation.lastPasswordRequired',
        'password:passwords.validation.passwordRequired',
      ]),
    );
    const same = ZChangePasswordForm.safeParse({
      lastPassword: 'Zq9!kestrel-moon',
      password: 'Zq9!kestrel-moon',
      confirmation: 'Zq9!kestrel-moon',
      captchaAnswer: 'x',
    });
    expect(messages(same)).toEqual(['password:passwords.validation.sameAsLast']);
  });

  it('takes the forgotten-password request in the spec shape (user.username)', () => {
    expect(
      ZForgottenPasswordRequest.safeParse({ user: { username: 'a@b.ma' }, captchaId: 'x', captchaAnswer: 'y' }).success,
    ).toBe(true);
    expect(ZForgottenPasswordRequest.safeParse({ username: 'a@b.ma' }).success).toBe(false);
  });
});
