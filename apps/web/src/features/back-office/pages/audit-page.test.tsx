// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/auth/session.ts';
import { signInAs } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AuditPage from './audit-page.tsx';

/**
 * The audit pages by keyset like the lists (decision 099): first / previous / next follow the API's cursors, and
 * the cursor, the search and the resource live in the address (reload, shared links and the back button work).
 */
const TOTAL = 25;
const lines = Array.from({ length: TOTAL }, (_, i) => ({
  id: TOTAL - i,
  at: new Date(Date.UTC(2026, 10, 20, 9, 0, 0) - i * 60_000).toISOString(),
  actorUsername: `auteur${TOTAL - i}@cri.ma`,
  resource: 'advisors',
  recordId: 100 + i,
  action: 'create',
  before: null,
  after: null,
  ip: '10.0.0.1',
}));
const cursor = (id: number) => `c${id}`;
const idOf = (c: string) => Number(c.slice(1));

function fakeApi(calls: URL[]) {
  return vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (!url.pathname.endsWith('/audit'))
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    calls.push(url);
    const q = url.searchParams;
    if (q.get('after') === 'stale') return new Response('{"code":"VALIDATION_FAILED"}', { status: 422 });
    const size = Number(q.get('size'));
    let start = 0;
    if (q.get('after')) start = lines.findIndex((r) => r.id === idOf(q.get('after') as string)) + 1;
    if (q.get('before')) start = Math.max(0, lines.findIndex((r) => r.id === idOf(q.get('before') as string)) - size);
    const items = lines.slice(start, start + size);
    const body = {
      items,
      total: lines.length,
      start,
      nextCursor: start + size < lines.length ? cursor((items.at(-1) as { id: number }).id) : null,
      prevCursor: start > 0 ? cursor((items[0] as { id: number }).id) : null,
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

let router: ReturnType<typeof createMemoryRouter>;
async function open(at = '/back-office-audit') {
  router = createMemoryRouter([{ path: '/back-office-audit', element: <AuditPage /> }], { initialEntries: [at] });
  await renderWithProviders(<RouterProvider router={router} />);
}
const range = () => screen.findByTestId('keyset-range');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  signInAs(['ROLE_NATIONAL_SUPPORT']);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('AuditPage keyset pages', () => {
  it('walks by cursor, keeps it in the address, and the back button returns', async () => {
    const calls: URL[] = [];
    vi.stubGlobal('fetch', fakeApi(calls));
    await open();
    await waitFor(async () => expect((await range()).textContent).toBe('1–20 sur 25'));
    expect(calls[0]?.searchParams.get('page')).toBe('0');
    fireEvent.click(button('Page suivante'));
    await waitFor(async () => expect((await range()).textContent).toBe('21–25 sur 25'));
    expect(router.state.location.search).toBe(`?after=${cursor(6)}`);
    expect(calls.at(-1)?.searchParams.has('page')).toBe(false);
    expect(screen.getByText('auteur5@cri.ma')).toBeTruthy();
    fireEvent.click(button('Page précédente'));
    await waitFor(async () => expect((await range()).textContent).toBe('1–20 sur 25'));
    expect(router.state.location.search).toBe(`?before=${cursor(5)}`);
    await act(() => router.navigate(-1));
    await waitFor(async () => expect((await range()).textContent).toBe('21–25 sur 25'));
  });

  it('a shared link lands on its page; a search typed starts at the first page and stays in the address', async () => {
    const calls: URL[] = [];
    vi.stubGlobal('fetch', fakeApi(calls));
    await open(`/back-office-audit?after=${cursor(6)}`);
    await waitFor(async () => expect((await range()).textContent).toBe('21–25 sur 25'));
    expect(calls[0]?.searchParams.get('after')).toBe(cursor(6));
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher (auteur ou valeur)' }), { target: { value: 'auteur1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=auteur1'), { timeout: 2_000 });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('search')).toBe('auteur1'));
    expect(calls.at(-1)?.searchParams.has('after')).toBe(false);
  });

  it('a cursor the server refuses (an old link) says so and offers the first page', async () => {
    vi.stubGlobal('fetch', fakeApi([]));
    await open('/back-office-audit?after=stale');
    expect(await screen.findByText(/n'est plus disponible/)).toBeTruthy();
    fireEvent.click(button('Première page'));
    await waitFor(async () => expect((await range()).textContent).toBe('1–20 sur 25'));
  });
});
