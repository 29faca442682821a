// @vitest-environment jsdom
import '../../../test/setup-dom.ts';
import { ADVISORS } from '@cri/shared/back-office/resources';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/auth/session.ts';
import { signInAs } from '../../../test/fake-session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ResourceList } from './resource-list.tsx';

/**
 * The generic list pages by keyset (decision 099): first / previous / next follow the API's cursors, the cursor,
 * sort, filters and search live in the address, and a new sort or filter starts again at the first page.
 */
const TOTAL = 45;
const people = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  username: `conseiller${i + 1}@cri.ma`,
  firstName: 'Amine',
  lastName: `Nom ${String(i + 1).padStart(2, '0')}`,
  regionId: 1,
  active: true,
}));
const cursor = (id: number) => `c${id}`;
const idOf = (c: string) => Number(c.slice(1));

/** A fake GET /back-office/advisors that pages like the server: after / before cursors, start, both cursors. */
function fakeApi(calls: URL[]) {
  return vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (!url.pathname.endsWith('/back-office/advisors'))
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    calls.push(url);
    const q = url.searchParams;
    if (q.get('after') === 'stale') return new Response('{"code":"VALIDATION_FAILED"}', { status: 422 });
    const size = Number(q.get('size'));
    const rows = q.get('direction') === 'desc' ? [...people].reverse() : people;
    let start = 0;
    if (q.get('after')) start = rows.findIndex((r) => r.id === idOf(q.get('after') as string)) + 1;
    if (q.get('before')) start = Math.max(0, rows.findIndex((r) => r.id === idOf(q.get('before') as string)) - size);
    const items = rows.slice(start, start + size);
    const body = {
      items,
      total: rows.length,
      start,
      nextCursor: start + size < rows.length ? cursor((items.at(-1) as { id: number }).id) : null,
      prevCursor: start > 0 ? cursor((items[0] as { id: number }).id) : null,
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
}

let router: ReturnType<typeof createMemoryRouter>;
async function open(at = '/back-office/advisors') {
  router = createMemoryRouter([{ path: '/back-office/advisors', element: <ResourceList decl={ADVISORS} /> }], {
    initialEntries: [at],
  });
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

describe('ResourceList keyset pages', () => {
  it('walks forward and back by cursor, keeps the cursor in the address, and the back button returns', async () => {
    const calls: URL[] = [];
    vi.stubGlobal('fetch', fakeApi(calls));
    await open();
    await waitFor(async () => expect((await range()).textContent).toBe('1–20 sur 45'));
    expect(button('Première page').disabled).toBe(true);
    expect(button('Page précédente').disabled).toBe(true);

    fireEvent.click(button('Page suivante'));
    await waitFor(async () => expect((await range()).textContent).toBe('21–40 sur 45'));
    expect(router.state.location.search).toBe(`?after=${cursor(20)}`);
    expect(screen.getByRole('link', { name: 'conseiller21@cri.ma' })).toBeTruthy();
    fireEvent.click(button('Page suivante'));
    await waitFor(async () => expect((await range()).textContent).toBe('41–45 sur 45'));
    expect(button('Page suivante').disabled).toBe(true);

    // Previous asks the page before the first row shown (`before`), not a page number.
    fireEvent.click(button('Page précédente'));
    await waitFor(async () => expect((await range()).textContent).toBe('21–40 sur 45'));
    expect(router.state.location.search).toBe(`?before=${cursor(41)}`);
    expect(calls.at(-1)?.searchParams.get('before')).toBe(cursor(41));
    expect(calls.at(-1)?.searchParams.has('page')).toBe(false);

    // The browser's back button: the address before, the same page again.
    await act(() => router.navigate(-1));
    await waitFor(async () => expect((await range()).textContent).toBe('41–45 sur 45'));
    fireEvent.click(button('Première page'));
    await waitFor(async () => expect((await range()).textContent).toBe('1–20 sur 45'));
    expect(router.state.location.search).toBe('');
  });

  it('lands on the page of a shared link, and a new sort starts again at the first page', async () => {
    const calls: URL[] = [];
    vi.stubGlobal('fetch', fakeApi(calls));
    await open(`/back-office/advisors?after=${cursor(20)}`);
    await waitFor(async () => expect((await range()).textContent).toBe('21–40 sur 45'));
    expect(calls[0]?.searchParams.get('after')).toBe(cursor(20));

    fireEvent.click(screen.getByRole('button', { name: /Nom/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=lastName&direction=desc'));
    await waitFor(async () => expect((await range()).textContent).toBe('1–20 sur 45'));
    expect(screen.getByRole('link', { name: 'conseiller45@cri.ma' })).toBeTruthy();
    expect(calls.at(-1)?.searchParams.get('direction')).toBe('desc');
    expect(calls.at(-1)?.searchParams.has('after')).toBe(false);
  });

  it('a search typed starts at the first page and is kept in the address', async () => {
    const calls: URL[] = [];
    vi.stubGlobal('fetch', fakeApi(calls));
    await open(`/back-office/advisors?after=${cursor(20)}`);
    await range();
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher' }), { target: { value: 'nom 1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=nom+1'), { timeout: 2_000 });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('search')).toBe('nom 1'));
    expect(calls.at(-1)?.searchParams.has('after')).toBe(false);
  });

  it('a cursor the server refuses (an old link) says so and offers the first page', async () => {
    vi.stubGlobal('fetch', fakeApi([]));
    await open('/back-office/advisors?after=stale');
    expect(await screen.findByText(/n'est plus disponible/)).toBeTruthy();
    fireEvent.click(button('Première page'));
    await waitFor(async () => expect((await range()).textContent).toBe('1–20 sur 45'));
  });
});
