// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs, signOut } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import NotificationsBell from './notifications-bell.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const item = (id: number, readAt: string | null, extra: object = {}) => ({
  id,
  titleKey: null,
  bodyKey: null,
  params: {},
  titleFr: null,
  titleAr: null,
  bodyFr: null,
  bodyAr: null,
  link: null,
  createdAt: '2026-03-02T09:05:00.000Z',
  readAt,
  ...extra,
});

const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('/notifications/current-user')) {
    return json(200, {
      unreadCount: 1,
      items: [
        item(2, null, {
          titleKey: 'notifications.messages.passwordChanged.title',
          bodyKey: 'notifications.messages.passwordChanged.body',
        }),
        item(1, '2026-03-01T10:00:00.000Z', { titleFr: 'Projet reçu', titleAr: 'تم استلام المشروع' }),
      ],
    });
  }
  return new Response(null, { status: 204 });
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(['ROLE_CRUI_MEMBER']);
});
afterEach(() => {
  cleanup();
  signOut();
  vi.unstubAllGlobals();
});

describe('NotificationsBell', () => {
  it('shows the unread count, lists the notifications in the reader language and marks one read on click', async () => {
    await renderWithProviders(
      <MemoryRouter>
        <NotificationsBell />
      </MemoryRouter>,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 non lue' });
    fireEvent.click(bell);
    expect(await screen.findByText('Mot de passe modifié')).toBeTruthy();
    expect(screen.getByText('Projet reçu')).toBeTruthy();
    fireEvent.click(screen.getByText('Mot de passe modifié'));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/notifications/2/read') && init?.method === 'PUT'),
      ).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/notifications/read-all'))).toBe(true));
  });
});
