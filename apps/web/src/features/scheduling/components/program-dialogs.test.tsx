// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TCalendarProject, TProgramSlot, TScheduledProject } from '@cri/shared/schemas/scheduling';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DeprogramDialog, ProgramDialog } from './program-dialogs.tsx';
import { ToProgramList } from './to-program-list.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const PROJECT: TScheduledProject = {
  id: 7,
  reference: 'CRI-CS-2026-7',
  name: 'Hôtel Atlas',
  investorName: 'Atlas Hôtels SARL',
  regionId: 2,
  cruiDate: null,
  latestPhase: 'FILLED',
  isAlreadyReprogrammed: false,
  totalInvestment: 12_000_000,
  competentCommission: 'REGIONAL',
  abilities: { program: true, deprogram: false },
};

const slot = (over: Partial<TProgramSlot>): TProgramSlot => ({
  projectId: 7,
  regionId: 2,
  regionNameFr: 'Casablanca-Settat',
  regionNameAr: 'الدار البيضاء سطات',
  commissionDay: 4,
  date: '2026-11-26',
  startTime: '10:10',
  endTime: '10:30',
  withinHours: true,
  sessionStartTime: '09:30',
  sessionEndTime: '16:00',
  isCommissionDay: true,
  totalInvestment: 12_000_000,
  competentCommission: 'REGIONAL',
  isStrategic: false,
  ...over,
});

let programAnswer: Response | null = null;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.endsWith('/projects/7/program-slot')) {
    const date = url.searchParams.get('date');
    if (date === null) return json(200, slot({}));
    return json(
      200,
      slot({
        date,
        startTime: '09:30',
        endTime: '09:50',
        isCommissionDay: date !== '2026-12-02' ? date === '2026-12-03' : false,
      }),
    );
  }
  if (url.pathname.endsWith('/projects/7/program'))
    return programAnswer ?? json(200, { ...PROJECT, cruiDate: url.searchParams.get('date'), latestPhase: 'SCHEDULED' });
  if (url.pathname.endsWith('/projects/7/deprogram')) return json(200, { ...PROJECT, latestPhase: 'UNSCHEDULED' });
  return json(404, { status: 404, errorCode: 'NOT_FOUND', message: '', messageKey: 'errors.NOT_FOUND' });
});

const calls = (suffix: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://localhost').pathname.endsWith(suffix) && init?.method === 'PUT',
  );

beforeEach(() => {
  programAnswer = null;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(['ROLE_ADVISOR'], { regionId: 2 });
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

const openProgram = async (onProgrammed = vi.fn()) => {
  await renderWithProviders(<ProgramDialog project={PROJECT} today="2026-11-23" onClose={vi.fn()} onProgrammed={onProgrammed} />);
  const dialog = await screen.findByRole('dialog', { name: 'Programmer le dossier en commission' });
  const field = within(dialog).getByLabelText(/Date de la séance/) as HTMLInputElement;
  await waitFor(() => expect(field.value).toBe('26/11/2026'));
  return { dialog, field, onProgrammed };
};

describe('ProgramDialog', () => {
  it('proposes the next commission day with a free slot, says what will happen, and programs only on confirm', async () => {
    const { dialog, onProgrammed } = await openProgram();
    expect(
      await within(dialog).findByText(
        'Le dossier « Hôtel Atlas » sera examiné à la séance de commission du jeudi 26 novembre 2026, créneau 10:10 – 10:30.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText("L'investisseur en sera informé par une notification sur le portail et par e-mail."),
    ).toBeTruthy();
    expect(within(dialog).queryByTestId('weekday-warning')).toBeNull();
    expect(calls('/program')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programmer' }));
    await waitFor(() => expect(onProgrammed).toHaveBeenCalledWith('2026-11-26', '10:10'));
    expect(new URL(String(calls('/program')[0]?.[0]), 'http://localhost').searchParams.get('date')).toBe('2026-11-26');
  });

  it('asks again, naming the region’s commission day, when another weekday is chosen', async () => {
    const { dialog, field, onProgrammed } = await openProgram();
    fireEvent.change(field, { target: { value: '02/12/2026' } });
    const warning = await within(dialog).findByTestId('weekday-warning');
    expect(warning.textContent).toBe(
      'Le jour de commission de la région Casablanca-Settat est le jeudi. Programmer quand même le mercredi 2 décembre 2026 ?',
    );
    expect(within(dialog).queryByRole('button', { name: 'Programmer' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programmer quand même' }));
    await waitFor(() => expect(onProgrammed).toHaveBeenCalledWith('2026-12-02', '09:30'));
  });

  it('refuses a past date or a malformed one under the field, keeping what was typed', async () => {
    const { dialog, field } = await openProgram();
    fireEvent.change(field, { target: { value: '20/11/2026' } });
    expect(await within(dialog).findByText('Impossible de programmer un dossier à une date passée.')).toBeTruthy();
    expect(field.value).toBe('20/11/2026');
    expect((within(dialog).getByRole('button', { name: 'Programmer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '31/02/2027' } });
    expect(await within(dialog).findByText('Saisissez la date au format JJ/MM/AAAA.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '28/11/2026' } });
    expect(await within(dialog).findByText(/du lundi au vendredi/)).toBeTruthy();
    expect(calls('/program')).toHaveLength(0);
  });

  it('shows the server’s refusal of the date under the field, nothing lost', async () => {
    programAnswer = json(422, {
      status: 422,
      errorCode: 'VALIDATION_FAILED',
      message: 'x',
      messageKey: 'scheduling.errors.pastDate',
      fieldErrors: [{ field: 'date', messageKey: 'scheduling.errors.pastDate' }],
    });
    const onProgrammed = vi.fn();
    const { dialog, field } = await openProgram(onProgrammed);
    await within(dialog).findByTestId('program-slot-summary');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programmer' }));
    expect(await within(dialog).findByText('Impossible de programmer un dossier à une date passée.')).toBeTruthy();
    expect(field.value).toBe('26/11/2026');
    expect(onProgrammed).not.toHaveBeenCalled();
  });
});

describe('DeprogramDialog', () => {
  it('says which session the file leaves and that the investor is told, and deprograms only on confirm', async () => {
    const onDone = vi.fn();
    const onClose = vi.fn();
    const project: TCalendarProject = {
      ...PROJECT,
      cruiDate: '2026-11-26',
      latestPhase: 'SCHEDULED',
      abilities: { program: true, deprogram: true },
      startTime: '09:30',
      endTime: '09:50',
      withinHours: true,
    };
    await renderWithProviders(<DeprogramDialog project={project} onClose={onClose} onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Déprogrammer le dossier' });
    expect(
      within(dialog).getByText(
        'Le dossier « Hôtel Atlas » sera retiré de la séance de commission du jeudi 26 novembre 2026 et reviendra dans les dossiers à programmer.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/L'investisseur en sera informé/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls('/deprogram')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déprogrammer' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls('/deprogram')).toHaveLength(1);
  });
});

describe('ToProgramList', () => {
  it('shows the competent commission and, for a national file, why it cannot be programmed here', async () => {
    const onProgram = vi.fn();
    const national: TScheduledProject = {
      ...PROJECT,
      id: 8,
      name: 'Raffinerie Nord',
      totalInvestment: 300_000_000,
      competentCommission: 'NATIONAL',
      abilities: { program: false, deprogram: false },
    };
    await renderWithProviders(
      <ToProgramList projects={[PROJECT, national]} busy={false} onProgram={onProgram} onProgramAfterCommission={vi.fn()} />,
    );
    const regional = screen.getByTestId('to-program-7');
    expect(within(regional).getByText('Commission régionale')).toBeTruthy();
    fireEvent.click(within(regional).getByRole('button', { name: 'Programmer Hôtel Atlas' }));
    expect(onProgram).toHaveBeenCalledWith(PROJECT);
    const big = screen.getByTestId('to-program-8');
    expect(within(big).getByText('Commission nationale')).toBeTruthy();
    expect(within(big).getByText('Non programmable en région : relève de la commission nationale.')).toBeTruthy();
    expect(within(big).queryByRole('button')).toBeNull();
  });
});
