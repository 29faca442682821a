// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import type { TActToSign } from '@cri/shared/schemas/act-signature';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { GovernorRevisionForm } from './governor-revision-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const act: TActToSign = {
  followUpActionId: 42,
  projectId: 7,
  projectName: 'Hôtel Atlas',
  reference: 'CRI-7',
  stepTitle: "Remise de l'acte",
  act: { fileName: 'acte.pdf', sizeBytes: 1000, viewUrl: '/x' },
  signerName: 'Wali Test',
  signed: false,
  signedAt: null,
  signedUrl: null,
  abilities: { sign: true, askRevision: true, signBlockedReason: null },
};

describe('the governor asks a revision (spec 2 §2 act delivery flow: a confirmation modal, not a page)', () => {
  it('confirms in a modal, sends once, then says it is sent in the modal and leads back to the file', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderWithProviders(
      <MemoryRouter initialEntries={['/sign']}>
        <Routes>
          <Route path="/sign" element={<GovernorRevisionForm act={act} />} />
          <Route path="/projects/7" element={<p>page du dossier</p>} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText(/Motif de la révision/), { target: { value: 'Date erronée' } });
    fireEvent.click(screen.getByRole('button', { name: 'Demander la révision' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Date erronée');
    expect(fetchMock).not.toHaveBeenCalled();
    const buttons = screen.getAllByRole('button', { name: 'Demander la révision' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(await screen.findByTestId('governor-revision-done')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/follow-up-action/42/governor-revision');
    fireEvent.click(screen.getByRole('button', { name: 'Retour au dossier' }));
    await waitFor(() => expect(screen.getByText('page du dossier')).toBeTruthy());
  });
});
