// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeAccessToken, getAccessToken } from '../../../lib/auth/session.ts';
import { fakeClaims, signInAs, signOut } from '../../../test/fake-session.ts';
import { CHOICES, COMMUNES, json, renderInvestorPage } from '../testing/render-investor-page.tsx';
import CreateAccountPage from './create-account-page.tsx';

const token = (investorId: number) => {
  const b64 = (s: string) => btoa(s).replace(/=+$/, '');
  return `${b64('{"alg":"none"}')}.${b64(JSON.stringify(fakeClaims({ investorId, firstName: 'Karim', title: 'MISTER' })))}.`;
};

const createAnswer: () => Response = () => json(201, { id: 31 });
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/choices')) return json(200, CHOICES);
  if (url.includes('/communes')) return json(200, COMMUNES);
  if (url.endsWith('/investors/account-type')) return json(200, { accountType: 'INVESTOR' });
  if (url.endsWith('/investors/create')) return createAnswer();
  if (url.endsWith('/users/update-token')) return json(200, { accessToken: token(31), refreshToken: 'r2', expiresIn: 900 });
  return json(404, { status: 404, errorCode: 'NOT_FOUND', message: '', messageKey: 'errors.NOT_FOUND' });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(['ROLE_INVESTOR'], { investorId: null, firstName: 'Karim', lastName: 'Bennani', title: 'MISTER' });
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

/** The input of a field (a select's listbox carries the same label). */
const input = (label: RegExp) => screen.getAllByLabelText(label).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
async function choose(label: RegExp, option: string) {
  fireEvent.click(input(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
async function render() {
  await renderInvestorPage({ page: <CreateAccountPage />, path: '/create-account', url: '/create-account' });
  await screen.findByLabelText(/^Fonction/, undefined, { timeout: 5000 });
}

describe('/create-account', () => {
  it('shows a message under a touched empty field, and keeps submit disabled while the form is invalid', async () => {
    await render();
    const jobTitle = await screen.findByLabelText(/^Fonction/);
    fireEvent.focus(jobTitle);
    fireEvent.blur(jobTitle);
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enregistrer mon profil' }) as HTMLButtonElement).disabled).toBe(true);
    // Prefilled from the account, user-entered text takes its own direction.
    expect(input(/^Prénom/).value).toBe('Karim');
    expect(input(/^Prénom/).getAttribute('dir')).toBe('auto');
  });

  it('offers the CIN to a Moroccan, and resets type and number when a foreign nationality no longer allows it', async () => {
    await render();
    await choose(/^Type de pièce/, 'CIN');
    fireEvent.change(input(/^Numéro de la pièce/), { target: { value: 'BE123456' } });
    await choose(/^Nationalité/, 'Française');
    await waitFor(() => expect(input(/^Numéro de la pièce/).value).toBe(''));
    expect(input(/^Type de pièce/).value).toBe('');
    fireEvent.click(input(/^Type de pièce/));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'CIN' })).toBeNull();
    expect(within(listbox).getByRole('option', { name: 'Passeport' })).toBeTruthy();
  });

  it('files a physical person without company fields, refreshes the tokens and goes to /welcome', async () => {
    await render();
    await choose(/^Forme juridique/, 'Personne physique');
    await choose(/^Type de pièce/, 'CIN');
    fireEvent.change(input(/^Numéro de la pièce/), { target: { value: 'BE123456' } });
    fireEvent.change(input(/^Fonction/), { target: { value: 'Agriculteur' } });
    fireEvent.change(input(/^Téléphone mobile/), { target: { value: '0612345678' } });
    expect(screen.queryByLabelText(/^Raison sociale/)).toBeNull();
    const submit = screen.getByRole('button', { name: 'Enregistrer mon profil' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/welcome'), { timeout: 5000 });
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/investors/create'));
    const body = JSON.parse(String(call?.[1]?.body));
    expect(body.investor).toMatchObject({ legalFormFamilyId: 2128, companyName: '', companyCommuneId: null, ice: '' });
    expect(decodeAccessToken(getAccessToken())?.investorId).toBe(31);
  });
});
