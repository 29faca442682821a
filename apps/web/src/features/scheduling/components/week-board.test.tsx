// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TCalendarProject } from '@cri/shared/schemas/scheduling';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { WeekBoard } from './week-board.tsx';

const project = (over: Partial<TCalendarProject>): TCalendarProject => ({
  id: 7,
  reference: 'CRI-CS-2026-7',
  name: 'Hôtel Atlas',
  investorName: 'Atlas Hôtels SARL',
  regionId: 2,
  cruiDate: '2026-11-26',
  latestPhase: 'SCHEDULED',
  isAlreadyReprogrammed: false,
  totalInvestment: 12_000_000,
  competentCommission: 'REGIONAL',
  abilities: { program: true, deprogram: true },
  startTime: '09:30',
  endTime: '09:50',
  withinHours: true,
  ...over,
});

const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

afterEach(cleanup);

describe('WeekBoard', () => {
  it('shows Monday to Friday, highlights the commission day and deprograms only what the server allows', async () => {
    const onDeprogram = vi.fn();
    await renderWithProviders(
      <MemoryRouter>
        <WeekBoard
          days={DAYS.map((date) => ({
            date,
            isPending: false,
            isError: false,
            projects:
              date === '2026-11-26'
                ? [
                    project({}),
                    project({
                      id: 8,
                      name: 'Usine Sud',
                      startTime: '09:50',
                      endTime: '10:10',
                      abilities: { program: false, deprogram: false },
                      withinHours: false,
                    }),
                  ]
                : [],
          }))}
          commissionDay={4}
          today="2026-11-23"
          onDeprogram={onDeprogram}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Lundi 23/11/2026',
      'Mardi 24/11/2026',
      'Mercredi 25/11/2026',
      'Jeudi 26/11/2026',
      'Vendredi 27/11/2026',
    ]);
    const thursday = screen.getByTestId('week-day-2026-11-26');
    expect(within(thursday).getByText('Jour de commission')).toBeTruthy();
    expect(within(screen.getByTestId('week-day-2026-11-25')).queryByText('Jour de commission')).toBeNull();
    expect(within(thursday).getByText('09:30 – 09:50')).toBeTruthy();
    expect(within(thursday).getByText('Au-delà des horaires de la séance')).toBeTruthy();
    expect(within(thursday).getByRole('link', { name: 'Hôtel Atlas' }).getAttribute('href')).toBe('/calendar/projects/7');
    fireEvent.click(within(thursday).getByRole('button', { name: 'Déprogrammer Hôtel Atlas' }));
    expect(onDeprogram).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(within(thursday).queryByRole('button', { name: 'Déprogrammer Usine Sud' })).toBeNull();
    expect(within(screen.getByTestId('week-day-2026-11-23')).getByText('Aucun dossier programmé')).toBeTruthy();
  });
});
