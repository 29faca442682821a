import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';

/** Shows where the page navigated to. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const apiError = (status: number, errorCode: string, extra: Record<string, unknown> = {}) =>
  json(status, { status, errorCode, message: errorCode, messageKey: `errors.${errorCode}`, ...extra });

/** fetch stub answering each API path from a queue; unknown calls answer 404. */
export function stubApi() {
  const answers: Record<string, Array<() => Response>> = {};
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input).replace('/backend/api', '').split('?')[0] ?? '';
    return answers[path]?.shift()?.() ?? apiError(404, 'NOT_FOUND');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { answers, fetchMock };
}

/** One page at `url` (route `path`) with the app's providers and catalogues; other paths show the location. */
export function renderPage(page: ReactElement, { path, url }: { path: string; url: string }) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}
