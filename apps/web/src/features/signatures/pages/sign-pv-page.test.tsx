// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TPvSignatures } from '@cri/shared/schemas/signatures';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { apiError, json, renderPage, stubApi } from '../../accounts/testing/render-page.tsx';
import SignPvPage from './sign-pv-page.tsx';

const member = (over: Partial<TPvSignatures['members'][number]> = {}): TPvSignatures['members'][number] => ({
  userId: 42,
  firstName: 'Nadia',
  lastName: 'El Fassi',
  administrationNameFr: 'Agence urbaine de Casablanca',
  administrationNameAr: 'الوكالة الحضرية للدار البيضاء',
  attended: true,
  conflictOfInterest: false,
  isVoting: true,
  mustSign: true,
  hasPvSigned: false,
  pvSignedAt: null,
  ...over,
});

const pvState = (over: Partial<TPvSignatures> = {}): TPvSignatures => ({
  project: { id: 5, name: 'Hôtel Atlas', reference: 'CRI-02-2026-000001' },
  commission: { id: 9, commissionDate: '2026-11-24', choice: 'FAVORABLE', decidedAt: '2026-11-24T10:00:00.000Z' },
  pv: {
    kind: 'GENERATED',
    fileName: 'PV.pdf',
    mimeType: 'application/pdf',
    size: 1000,
    version: 1,
    createdAt: '2026-11-24T10:01:00.000Z',
    updatedAt: '2026-11-24T10:01:00.000Z',
    downloadUrl: '/backend/api/commission/9/pv?token=t',
  },
  mode: 'NONE',
  members: [member()],
  requiredCount: 1,
  signedCount: 0,
  fullySigned: false,
  loadedAt: null,
  finalizedAt: null,
  deadline: null,
  signingClosed: false,
  lock: null,
  manualUploadEnabled: true,
  abilities: { generatePv: false, uploadManualPv: false, sign: true, signBlockedReason: null, finalize: false, download: true },
  ...over,
});

const open = (url: string) => renderPage(<SignPvPage />, { path: '/calendar/sign-pv/:id', url });

beforeEach(() => {
  signInAs(['ROLE_CRUI_MEMBER']);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('/calendar/sign-pv/{id}', () => {
  it('records the signature once back from the provider, then says so', async () => {
    const { answers, fetchMock } = stubApi();
    answers['/projects/5/pv-signatures'] = [() => json(200, pvState())];
    const signed = pvState({
      members: [member({ hasPvSigned: true, pvSignedAt: '2026-11-24T10:05:00.000Z' })],
      signedCount: 1,
      fullySigned: true,
      mode: 'ELECTRONIC',
      abilities: { ...pvState().abilities, sign: false, signBlockedReason: 'ALREADY_SIGNED' },
    });
    answers['/commission/9/sign-pv'] = [() => json(200, signed)];
    await open('/calendar/sign-pv/5?transactionId=tx-1');
    expect(await screen.findByText('Votre signature électronique du procès-verbal est enregistrée.')).toBeTruthy();
    const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/sign-pv'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ transactionId: 'tx-1' });
    expect(screen.getByText('Vous avez signé ce procès-verbal.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Signer électroniquement' }).hasAttribute('disabled')).toBe(true);
  });

  it('sends a refused signature to the error page with its message', async () => {
    const { answers } = stubApi();
    answers['/projects/5/pv-signatures'] = [() => json(200, pvState())];
    answers['/commission/9/sign-pv'] = [() => apiError(422, 'ESIGN_CERTIFICATE_NAME_MISMATCH')];
    await open('/calendar/sign-pv/5?transactionId=tx-2');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/projects/5/crui-signature-detail/error'));
  });

  it('keeps the button disabled with the reason the server gives', async () => {
    const { answers } = stubApi();
    answers['/projects/5/pv-signatures'] = [
      () =>
        json(
          200,
          pvState({
            members: [member({ conflictOfInterest: true, mustSign: false })],
            abilities: { ...pvState().abilities, sign: false, signBlockedReason: 'CONFLICT_OF_INTEREST' },
          }),
        ),
    ];
    await open('/calendar/sign-pv/5');
    expect(
      await screen.findByText("Vous êtes en conflit d'intérêts sur ce dossier : vous ne signez pas le procès-verbal."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Signer électroniquement' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText("Non concerné (conflit d'intérêts)")).toBeTruthy();
  });

  it('goes to the in-progress page when another member holds the PV', async () => {
    const { answers } = stubApi();
    answers['/projects/5/pv-signatures'] = [() => json(200, pvState()), () => json(200, pvState())];
    answers['/esign/request-sign-document'] = [() => apiError(409, 'PV_SIGNING_IN_PROGRESS')];
    await open('/calendar/sign-pv/5');
    (await screen.findByRole('button', { name: 'Signer électroniquement' })).click();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/projects/5/crui-signature-detail/esign-in-progress-error'),
    );
  });

  it('shows the provider failure on the error page', async () => {
    stubApi();
    await open('/calendar/sign-pv/5?esignError=1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/projects/5/crui-signature-detail/error'));
  });
});
