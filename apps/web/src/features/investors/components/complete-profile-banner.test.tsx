// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderInvestorPage } from '../testing/render-investor-page.tsx';
import { CompleteProfileBanner } from './complete-profile-banner.tsx';

afterEach(() => {
  cleanup();
  signOut();
});

const render = (url = '/dashboard') => renderInvestorPage({ page: <CompleteProfileBanner />, path: url, url });

describe('complete-your-profile prompt (spec 1 §2.3)', () => {
  it('asks an investor without an investor id to complete the profile, with a link to /create-account', async () => {
    signInAs(['ROLE_INVESTOR'], { investorId: null });
    await render();
    expect(screen.getByRole('link', { name: 'Compléter mon profil' }).getAttribute('href')).toBe('/create-account');
  });

  it('is not shown once the record exists, to staff, nor on the form itself', async () => {
    signInAs(['ROLE_INVESTOR'], { investorId: 7 });
    await render();
    expect(screen.queryByText("Complétez votre profil d'investisseur")).toBeNull();
    cleanup();
    signInAs(['ROLE_ADVISOR'], { investorId: null });
    await render();
    expect(screen.queryByText("Complétez votre profil d'investisseur")).toBeNull();
    cleanup();
    signInAs(['ROLE_INVESTOR'], { investorId: null });
    await render('/create-account');
    expect(screen.queryByText("Complétez votre profil d'investisseur")).toBeNull();
  });
});
