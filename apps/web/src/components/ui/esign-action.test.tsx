// @vitest-environment jsdom
import '../../test/setup-dom.ts';
import { useMutation } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { signInAs } from '../../test/fake-session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ESignAction } from './esign-action.tsx';

afterEach(() => cleanup());

type V = { projectId: number; userId: number; lang: 'fr' | 'ar' };

function Harness({
  fn,
  canSign = true,
  blocked = null,
}: {
  fn: (v: V) => Promise<{ wsUrl: string }>;
  canSign?: boolean;
  blocked?: { text: string; color: string } | null;
}) {
  const request = useMutation({ mutationFn: fn });
  return (
    <ESignAction
      request={request}
      variables={{ projectId: 7 }}
      canSign={canSign}
      blocked={blocked}
      label="Signer"
      help="Aide"
      idPrefix="t"
      inProgress={{ errorCode: 'BUSY', path: '/busy' }}
      errorPath="/error"
      onFailure={() => undefined}
    />
  );
}

const mount = (ui: React.ReactElement) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/sign']}>
      <Routes>
        <Route path="/sign" element={ui} />
        <Route path="/busy" element={<p>page occupée</p>} />
        <Route path="/error" element={<p>page erreur</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('ESignAction (shared by the minutes and the act)', () => {
  it('sends the signer and the language with the feature ids, and a signer already at the provider leads to the in-progress page', async () => {
    signInAs(['ROLE_CRUI_MEMBER'], { sub: '9' });
    const fn = vi.fn(async (_v: V): Promise<{ wsUrl: string }> => {
      throw new ApiError({
        status: 409,
        errorCode: 'BUSY',
        messageKey: 'errors.BUSY',
        fieldErrors: [],
        body: null,
        headers: new Headers(),
      });
    });
    await mount(<Harness fn={fn} />);
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('page occupée')).toBeTruthy();
    expect(fn.mock.calls[0]?.[0]).toEqual({ projectId: 7, userId: 9, lang: 'fr' });
  });

  it('any other failure leads to the error page; a blocked signer sees the reason and a disabled button', async () => {
    signInAs(['ROLE_CRUI_MEMBER'], { sub: '9' });
    await mount(<Harness fn={async () => Promise.reject(new Error('down'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Signer' }));
    expect(await screen.findByText('page erreur')).toBeTruthy();
    cleanup();
    await mount(<Harness fn={async () => ({ wsUrl: '/x' })} canSign={false} blocked={{ text: 'Déjà signé', color: 'green' }} />);
    const button = screen.getByRole('button', { name: 'Signer' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.getAttribute('aria-describedby')).toBe('t-blocked');
    expect(screen.getByText('Déjà signé')).toBeTruthy();
  });
});
