// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotifyInvestorModal } from './notify-investor-modal.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotifyInvestorModal', () => {
  it('starts pre-filled, requires a message of at most 1200 characters, and reports the architect flag', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ messageForEmailArchitectNotExists: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSent = vi.fn();
    await renderWithProviders(<NotifyInvestorModal projectId={7} defaultMessage="Bonjour" onClose={() => {}} onSent={onSent} />);
    const message = await screen.findByLabelText(/Message à l'investisseur/);
    expect(message).toHaveProperty('value', 'Bonjour');
    const send = screen.getByRole('button', { name: 'Envoyer' });

    fireEvent.change(message, { target: { value: '   ' } });
    fireEvent.blur(message);
    expect(await screen.findByText('Message obligatoire')).toBeTruthy();
    await waitFor(() => expect(send).toHaveProperty('disabled', true));

    fireEvent.change(message, { target: { value: 'x'.repeat(1201) } });
    expect(await screen.findByText('Le message ne doit pas dépasser 1200 caractères')).toBeTruthy();
    expect(send).toHaveProperty('disabled', true);

    fireEvent.change(message, { target: { value: 'Merci de compléter votre dossier.' } });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(true));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/projects/7/notify-investor');
    expect(JSON.parse(String(init.body))).toEqual({ message: 'Merci de compléter votre dossier.', projectId: 7 });
  });
});
