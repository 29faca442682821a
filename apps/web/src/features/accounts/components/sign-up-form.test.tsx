// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderPage, stubApi } from '../testing/render-page.tsx';
import { SignUpForm } from './sign-up-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PASSWORD = 'Inscription@Cri2026';
const captcha = (n: number) => () => json(200, { captchaId: `00000000-0000-4000-8000-00000000000${n}`, image: '<svg/>' });
const input = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const type = (name: RegExp | string, value: string) => {
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
};
const submit = () => screen.getByRole('button', { name: 'Créer mon compte' }) as HTMLButtonElement;

async function fillValidForm() {
  type(/^Adresse e-mail/, 'Nouveau@Example.ma');
  type(/^Mot de passe/, PASSWORD);
  type(/^Confirmation du mot de passe/, PASSWORD);
  type(/^Recopiez les caractères/, 'abcde');
  await waitFor(() => expect(submit().disabled).toBe(false));
}

describe('SignUpForm', () => {
  it('keeps submit disabled while invalid and shows each rule once the field is touched', async () => {
    stubApi().answers['/captcha'] = [captcha(1)];
    await renderPage(<SignUpForm />, { path: '/sign-up', url: '/sign-up' });
    expect(submit().disabled).toBe(true);
    type(/^Adresse e-mail/, 'pas-un-email');
    expect(await screen.findByText('Veuillez vérifier votre adresse e-mail')).toBeTruthy();
    type(/^Mot de passe/, 'court');
    expect(await screen.findByText(/au moins 8 caractères, dont une minuscule/)).toBeTruthy();
    type(/^Mot de passe/, PASSWORD);
    type(/^Confirmation du mot de passe/, `${PASSWORD}x`);
    expect(await screen.findByText('Les mots de passe ne sont pas identiques')).toBeTruthy();
    type(/^Confirmation du mot de passe/, PASSWORD);
    await waitFor(() => expect(screen.queryByText('Les mots de passe ne sont pas identiques')).toBeNull());
    expect(screen.getAllByRole('img', { name: 'Champ valide' }).length).toBeGreaterThanOrEqual(2);
    expect(submit().disabled).toBe(true);
  });

  it('sends the account and goes to the confirmation page', async () => {
    const api = stubApi();
    api.answers['/captcha'] = [captcha(1)];
    api.answers['/users/sign-up'] = [() => json(201, { username: 'nouveau@example.ma' })];
    await renderPage(<SignUpForm />, { path: '/sign-up', url: '/sign-up' });
    await fillValidForm();
    fireEvent.click(screen.getByLabelText('Professionnel'));
    fireEvent.click(submit());
    expect((await screen.findByTestId('location')).textContent).toBe('/sign-up/email-confirmation/nouveau%40example.ma');
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/users/sign-up'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      username: 'nouveau@example.ma',
      password: PASSWORD,
      accountType: 'PROFESSIONAL',
      captchaAnswer: 'abcde',
      captchaId: '00000000-0000-4000-8000-000000000001',
    });
  });

  it('shows an existing address on its field, keeps what was typed and refreshes the captcha', async () => {
    const api = stubApi();
    api.answers['/captcha'] = [captcha(1), captcha(2)];
    api.answers['/users/sign-up'] = [
      () => apiError(409, 'EMAIL_EXISTS', { fieldErrors: [{ field: 'username', messageKey: 'errors.EMAIL_EXISTS' }] }),
    ];
    await renderPage(<SignUpForm />, { path: '/sign-up', url: '/sign-up' });
    await fillValidForm();
    fireEvent.click(submit());
    expect(await screen.findByText('Cette adresse e-mail existe déjà.')).toBeTruthy();
    expect(input(/^Adresse e-mail/).value).toBe('Nouveau@Example.ma');
    expect(input(/^Mot de passe/).value).toBe(PASSWORD);
    expect(input(/^Recopiez les caractères/).value).toBe('');
    await waitFor(() => expect(api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/captcha'))).toHaveLength(2));
  });
});
