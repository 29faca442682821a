// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { CHOICES, COMMUNES, json, renderInvestorPage } from '../testing/render-investor-page.tsx';
import InvestorProfilePage from './investor-profile-page.tsx';

const RECORD = {
  id: 7,
  userId: 42,
  username: 'amina.benali@example.ma',
  title: 'MISS',
  firstName: 'Amina',
  lastName: 'Benali',
  nationalityId: 1201,
  identityDocumentTypeId: 1011,
  identityDocumentNumber: 'BE123456',
  jobTitle: 'Agricultrice',
  professionTypeId: 2311,
  organisation: 'Ferme Benali',
  address: 'Douar Ouled Ali',
  communeId: 5,
  provinceId: 2,
  regionId: 2,
  zipCode: '20000',
  mobilePhone: '0612345678',
  deskPhone: null,
  legalFormFamilyId: 2128,
  legalFormKind: 'PHYSICAL_PERSON',
  ice: null,
  nirn: null,
  companyName: null,
  companyAddress: null,
  companyCommuneId: null,
  companyProvinceId: null,
  companyRegionId: null,
  companyZipCode: null,
  intermediary: false,
  accountType: 'INVESTOR',
  abilities: { update: true },
};

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.includes('/choices')) return json(200, CHOICES);
  if (url.includes('/communes')) return json(200, COMMUNES);
  if (url.includes('/provinces')) return json(200, []);
  if (url.endsWith('/investors/7')) return json(200, RECORD);
  if (url.endsWith('/investors/update')) return json(200, { id: 7 });
  return json(404, { status: 404, errorCode: 'NOT_FOUND', message: '', messageKey: 'errors.NOT_FOUND' });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  signInAs(['ROLE_INVESTOR'], { investorId: 7 });
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const render = (url: string) =>
  renderInvestorPage({ page: <InvestorProfilePage />, path: '/profile-detail/investors/:id/profil', url });

describe('investor profile', () => {
  it('shows the read-only fields and, on the nested route, the edit modal that saves and goes to the success page', async () => {
    await render('/profile-detail/investors/7/profil');
    expect(await screen.findByText('Ferme Benali', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('Personne physique').length).toBeGreaterThan(0);
    const dialog = await screen.findByRole('dialog');
    const mobile = dialog.querySelector('input[name="user.mobilePhone"]') as HTMLInputElement;
    expect(mobile.value).toBe('0612345678');
    // A physical person has no company fields to edit.
    expect(dialog.querySelector('input[name="investor.companyName"]')).toBeNull();
    fireEvent.change(mobile, { target: { value: '0700000001' } });
    const save = screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile-detail/investors/success'), {
      timeout: 5000,
    });
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/investors/update'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ investorId: 7, user: { mobilePhone: '0700000001' } });
  });

  it('refuses to save an invalid phone and says why under the field', async () => {
    await render('/profile-detail/investors/7/profil');
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    const mobile = dialog.querySelector('input[name="user.mobilePhone"]') as HTMLInputElement;
    fireEvent.change(mobile, { target: { value: '12' } });
    fireEvent.blur(mobile);
    expect(await screen.findByText('Saisissez 10 chiffres commençant par 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);
    expect(mobile.value).toBe('12');
  });
});
