// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { json, renderPage, stubApi } from '../../accounts/testing/render-page.tsx';
import EsignErrorPage from './esign-error-page.tsx';

afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('/projects/{projectId}/crui-signature-detail/error', () => {
  it("keeps the provider's own text (wsError) and leads the member back to signing", async () => {
    signInAs(['ROLE_CRUI_MEMBER']);
    const { answers } = stubApi();
    answers['/esign-error'] = [() => json(200, { wsError: 'Signature annulée par le signataire.' })];
    await renderPage(<EsignErrorPage />, {
      path: '/projects/:projectId/crui-signature-detail/error',
      url: '/projects/5/crui-signature-detail/error',
    });
    expect((await screen.findByTestId('ws-error')).textContent).toBe('Signature annulée par le signataire.');
    expect(screen.getByRole('heading', { level: 1, name: "La signature n'a pas abouti" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la signature du procès-verbal' }).getAttribute('href')).toBe(
      '/calendar/sign-pv/5',
    );
  });
});
