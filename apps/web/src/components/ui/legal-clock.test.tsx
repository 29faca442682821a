// @vitest-environment jsdom
import '../../test/setup-dom.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { LegalClock, longDate } from './legal-clock.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('fr');
});

describe('LegalClock', () => {
  it('shows the days left and the last day in French, with no marker while open', async () => {
    await renderWithProviders(
      <LegalClock clock={{ deadline: '2026-12-10', daysLeft: 12, state: 'open' }} label="Délai pour déposer" />,
    );
    const clock = screen.getByRole('group', { name: 'Délai pour déposer : 12 jours restants' });
    expect(clock.dataset.state).toBe('open');
    expect(screen.getByTestId('legal-clock-count').textContent).toBe('12 jours restants');
    expect(clock.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-10');
    expect(clock.querySelector('time')?.textContent).toMatch(/jeudi 10 décembre 2026/);
    expect(screen.queryByText('Échéance proche')).toBeNull();
  });

  it('marks a deadline due soon, and the last day', async () => {
    await renderWithProviders(<LegalClock clock={{ deadline: '2026-11-26', daysLeft: 0, state: 'dueSoon' }} label="Décision" />);
    expect(screen.getByTestId('legal-clock-count').textContent).toBe("Dernier jour aujourd'hui");
    expect(screen.getByText('Échéance proche')).toBeTruthy();
  });

  it('marks an overdue deadline with the days past', async () => {
    await renderWithProviders(<LegalClock clock={{ deadline: '2026-11-20', daysLeft: -1, state: 'overdue' }} label="Décision" />);
    expect(screen.getByTestId('legal-clock-count').textContent).toBe('Délai dépassé depuis 1 jour');
    expect(screen.getByTestId('legal-clock').dataset.state).toBe('overdue');
    expect(screen.getByText('Délai dépassé')).toBeTruthy();
  });

  it('speaks Arabic with the Arabic plural forms and the date in Arabic, Western digits', async () => {
    await renderWithProviders(
      <LegalClock clock={{ deadline: '2026-12-10', daysLeft: 2, state: 'dueSoon' }} label="أجل القرار" />,
    );
    await changeLanguage('ar');
    expect(await screen.findByText('يومان متبقيان')).toBeTruthy();
    expect(screen.getByText('الأجل قريب')).toBeTruthy();
    const date = longDate('2026-12-10', 'ar');
    expect(date).toMatch(/10/);
    expect(date).toMatch(/2026/);
    expect(date).not.toMatch(/[٠-٩]/);
  });

  it('prints an unreadable date as given', () => {
    expect(longDate('soon', 'fr')).toBe('soon');
  });
});
