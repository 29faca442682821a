// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import frAppointments from '@cri/i18n/fr/appointments.json';
import type { TAppointment } from '@cri/shared/schemas/appointments';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentList } from './appointment-list.tsx';

afterEach(cleanup);

const item = (id: number, answer: Partial<TAppointment['answer']>): TAppointment => ({
  id,
  subject: `Demande ${id}`,
  details: '',
  status: 'TO_BE_SCHEDULED',
  regionId: 2,
  regionNameFr: 'Casablanca-Settat',
  regionNameAr: 'الدار البيضاء سطات',
  userId: null,
  advisor: { id: 1, firstName: 'Karim', lastName: 'Bennani' },
  requester: { name: 'Amina', email: 'a@example.ma', phone: null },
  framingFormId: null,
  projectId: null,
  projectType: null,
  language: 'fr',
  date: null,
  startTime: null,
  endTime: null,
  cancellationReason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  answer: { assignedAt: '2026-11-20T09:00:00.000Z', dueAt: null, answeredAt: null, overdue: false, dueSoon: false, ...answer },
  abilities: { schedule: true, cancel: true, denied: null },
  history: [],
});

async function show(items: TAppointment[], showRequester: boolean) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { translation: frAppointments } },
    interpolation: { escapeValue: false },
  });
  render(
    <MantineProvider theme={{ respectReducedMotion: true }} env="test">
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <AppointmentList items={items} showRequester={showRequester} />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('the answer deadline on the staff list (decision 031)', () => {
  const late = item(1, { dueAt: '2026-11-24T09:00:00.000Z', overdue: true });
  const soon = item(2, { dueAt: '2026-11-26T09:00:00.000Z', dueSoon: true });

  it("shows staff the deadline on Morocco's clock, a late badge after it and a due-soon badge before it", async () => {
    await show([late, soon], true);
    expect(screen.getByTestId('appointment-1').textContent).toContain('Réponse en retard');
    expect(screen.getByTestId('appointment-1').textContent).toContain('Réponse avant le \u206624/11/2026 10:00\u2069');
    expect(screen.getByTestId('appointment-2').textContent).toContain('Réponse attendue bientôt');
    expect(screen.getByTestId('appointment-2').textContent).not.toContain('Réponse en retard');
  });

  it('shows the investor neither the deadline nor the badges', async () => {
    await show([late], false);
    expect(screen.getByTestId('appointment-1').textContent).not.toMatch(/Réponse/);
  });
});
