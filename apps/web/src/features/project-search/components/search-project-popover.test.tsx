// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SearchProjectPopover } from './search-project-popover.tsx';

// Mantine's combobox scrolls its options into view; jsdom has no layout.
Element.prototype.scrollIntoView ??= () => {};

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

const renderBar = () =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SearchProjectPopover />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/regions'))
        return Response.json([{ id: 2, code: '06', nameFr: 'Casablanca-Settat', nameAr: 'الدار البيضاء سطات', deployed: true }]);
      return Response.json([]);
    }),
  );
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('search popover (spec 1 §2.4)', () => {
  it('is hidden for investors, the national commission, the support and content roles (decision 033)', async () => {
    for (const role of [
      'ROLE_INVESTOR',
      'ROLE_NATIONAL_COMMISSION',
      'ROLE_NATIONAL_SUPPORT',
      'ROLE_REGIONAL_SUPPORT',
      'ROLE_NATIONAL_CONTENT_MANAGER',
    ] as const) {
      signInAs([role]);
      await renderBar();
      expect(screen.queryByRole('button', { name: 'Rechercher un projet' }), role).toBeNull();
      cleanup();
    }
  });

  it('is shown to every other staff role (spec 1 §2.4), not only to the four that held the right', async () => {
    for (const role of [
      'ROLE_ADVISOR',
      'ROLE_CRUI_MEMBER',
      'ROLE_REGIONAL_CONSULTATION',
      'ROLE_NATIONAL_CONSULTATION',
      'ROLE_WALI_REPRESENTATIVE',
      'ROLE_ACT_SIGNATORY',
      'ROLE_ADVISOR_PIAFE',
      'ROLE_FONCIER_MEMBER',
      'ROLE_MONITORING_MANAGER',
    ] as const) {
      signInAs([role], { regionId: 2 });
      await renderBar();
      expect(screen.getByRole('button', { name: 'Rechercher un projet' }), role).toBeTruthy();
      cleanup();
    }
  });

  it('opens on the criteria with every list closed: nothing drops over them (issue 13)', async () => {
    signInAs(['ROLE_ADVISOR'], { regionId: 2 });
    await renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher un projet' }));
    await screen.findByRole('textbox', { name: 'Nom du projet' });
    // The focus trap has placed the focus by now (it waits a frame): on the heading, not in a list.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement?.textContent).toBe('Rechercher un projet');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Province ou préfecture' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('submits only when valid, then opens the results with the criteria in use', async () => {
    signInAs(['ROLE_ADVISOR'], { regionId: 2 });
    await renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher un projet' }));
    const name = await screen.findByRole('textbox', { name: 'Nom du projet' });
    fireEvent.change(name, { target: { value: 'Hô' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Saisissez au moins 3 caractères.')).toBeTruthy();
    expect(screen.getByLabelText('where').textContent).toBe('/dashboard');
    fireEvent.change(name, { target: { value: 'Hôtel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await vi.waitFor(() => expect(screen.getByLabelText('where').textContent).toBe('/filtred-projects?region=2&name=H%C3%B4tel'));
  });

  it('asks for a procedure when its box is checked, and resets', async () => {
    signInAs(['ROLE_ADVISOR'], { regionId: 2 });
    await renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher un projet' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nom du projet' }), { target: { value: 'Hôtel' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Procédure' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Choisissez une procédure.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await vi.waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom du projet' }).value).toBe(''));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Procédure' }).checked).toBe(false);
  });
});
