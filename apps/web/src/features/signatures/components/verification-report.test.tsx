// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TSignatureCheck } from '@cri/shared/schemas/signatures';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { VerificationReport } from './verification-report.tsx';

afterEach(cleanup);

const check = (over: Partial<TSignatureCheck> = {}): TSignatureCheck => ({
  signerName: 'Nadia El Fassi',
  signerEmail: 'membre.casa@demo.cri.ma',
  signingTime: '2026-11-24T10:05:00.000Z',
  issuer: 'CRI sandbox e-signature CA',
  notBefore: '2026-01-01T00:00:00.000Z',
  notAfter: '2027-01-01T00:00:00.000Z',
  intact: true,
  chainValid: true,
  datesValid: true,
  coversWholeDocumentAtThatRevision: true,
  ...over,
});

describe('VerificationReport (spec 1 /verify-signature)', () => {
  it('says a document with two good signatures is valid, each check in words', async () => {
    await renderWithProviders(
      <VerificationReport
        report={{
          fileName: 'pv.pdf',
          valid: true,
          modifiedAfterLastSignature: false,
          signatures: [check(), check({ signerName: 'Hicham Alaoui' })],
          wsUrl: '/backend/api/esign/verified-document?token=t',
        }}
      />,
    );
    expect(screen.getByTestId('verification-verdict').textContent).toContain('Les 2 signatures du document sont valides.');
    const cards = screen.getAllByTestId('signature-check');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Le contenu signé est intact')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Du 01/01/2026 au 01/01/2027')).toBeTruthy();
    expect(screen.getByText("Non : le document n'a pas changé depuis sa signature")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Télécharger le document vérifié' }).getAttribute('href')).toContain('token=t');
  });

  it('names what failed: altered content, unknown chain, document changed after signing', async () => {
    await renderWithProviders(
      <VerificationReport
        report={{
          fileName: 'pv.pdf',
          valid: false,
          modifiedAfterLastSignature: true,
          signatures: [check({ intact: false, chainValid: false })],
          wsUrl: '/x',
        }}
      />,
    );
    expect(screen.getByTestId('verification-verdict').textContent).toContain('Document non valide');
    expect(screen.getByText('Le contenu signé a été altéré')).toBeTruthy();
    expect(screen.getByText('Non valide : certificat non reconnu')).toBeTruthy();
    expect(screen.getByText('Signature non valide')).toBeTruthy();
    expect(screen.getByTestId('verify-modified').getAttribute('data-tone')).toBe('bad');
    // Nothing verified to download after a "not valid" verdict (issue 13).
    expect(screen.queryByRole('link', { name: 'Télécharger le document vérifié' })).toBeNull();
  });

  it('offers no download for a document without any signature either', async () => {
    await renderWithProviders(
      <VerificationReport
        report={{ fileName: 'plain.pdf', valid: false, modifiedAfterLastSignature: false, signatures: [], wsUrl: '/x' }}
      />,
    );
    expect(screen.getByTestId('verification-verdict')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
