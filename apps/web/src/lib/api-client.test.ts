// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiFetchWithHeaders, getPendingRequests, setNavigator } from './api-client.ts';
import { clearSession, getAccessToken, getRefreshToken, setSession } from './auth/session.ts';
import { makeAccessToken } from './auth/testing/make-access-token.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const errorBody = (status: number, errorCode: string) => ({
  status,
  errorCode,
  message: errorCode,
  messageKey: `errors.${errorCode}`,
});
const unauthorised = () => json(401, errorBody(401, 'UNAUTHENTICATED'));

const oldToken = makeAccessToken({ firstName: 'Ancien' });
const newToken = makeAccessToken({ firstName: 'Nouveau' });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const mockFetch = (handler: Handler) => {
  const fn = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', fn);
  return fn;
};
const calls = (fn: ReturnType<typeof mockFetch>, suffix: string) => fn.mock.calls.filter(([url]) => String(url).endsWith(suffix));
const bearer = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

const navigate = vi.fn();
beforeEach(() => {
  setNavigator(navigate);
  setSession({ accessToken: oldToken, refreshToken: 'refresh-old', expiresIn: 900 });
  window.history.pushState({}, '', '/projects?page=2');
});
afterEach(() => {
  vi.unstubAllGlobals();
  navigate.mockReset();
  clearSession();
});

describe('apiFetch', () => {
  it('sends JSON with the bearer token and the query, and reads JSON back', async () => {
    const fetchMock = mockFetch(() => json(200, { id: 3 }));
    await expect(apiFetch('/projects', { method: 'POST', body: { a: 1 }, query: { page: 0, q: null } })).resolves.toEqual({
      id: 3,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/backend/api/projects?page=0');
    expect(bearer(init ?? {})).toBe(`Bearer ${oldToken}`);
    expect(init?.body).toBe('{"a":1}');
  });

  it('returns undefined on 204 and exposes the headers', async () => {
    mockFetch(() => new Response(null, { status: 204, headers: { lastconnectiondate: '2024-05-01' } }));
    const { data, headers } = await apiFetchWithHeaders<undefined>('/x');
    expect(data).toBeUndefined();
    expect(headers.get('lastconnectiondate')).toBe('2024-05-01');
  });

  it('shares one refresh between concurrent 401s, then retries with the new token', async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url.endsWith('/refresh-token')) {
        return new Promise((resolve) =>
          setTimeout(() => resolve(json(200, { accessToken: newToken, refreshToken: 'refresh-new', expiresIn: 900 })), 20),
        );
      }
      return bearer(init) === `Bearer ${newToken}` ? json(200, { ok: url }) : unauthorised();
    });
    const results = await Promise.all([apiFetch('/a'), apiFetch('/b')]);
    expect(results).toEqual([{ ok: '/backend/api/a' }, { ok: '/backend/api/b' }]);
    expect(calls(fetchMock, '/refresh-token')).toHaveLength(1);
    expect(JSON.parse(String(calls(fetchMock, '/refresh-token')[0]?.[1]?.body))).toEqual({ refreshToken: 'refresh-old' });
    expect(getAccessToken()).toBe(newToken);
    expect(getRefreshToken()).toBe('refresh-new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('after 3 failed refreshes clears the session and goes to /login with the current page', async () => {
    const fetchMock = mockFetch(() => unauthorised());
    const failure = await apiFetch('/projects').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(calls(fetchMock, '/refresh-token')).toHaveLength(3);
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirectUri=%2Fprojects%3Fpage%3D2');
  });

  it('does not send to /login a call answered 401 after the user signed out meanwhile (the logout page leads)', async () => {
    // The logout revokes the session; a call sent before it is answered 401 once the logout page has cleared the
    // session and gone home: the user stays on the page the logout chose.
    mockFetch(() => {
      clearSession();
      window.history.pushState({}, '', '/');
      return unauthorised();
    });
    await expect(apiFetch('/notifications')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not navigate again when already on /login', async () => {
    window.history.pushState({}, '', '/login');
    mockFetch(() => unauthorised());
    await expect(apiFetch('/projects')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never refreshes for the auth calls themselves', async () => {
    const fetchMock = mockFetch(() => json(401, errorBody(401, 'INVALID_CREDENTIALS')));
    await expect(apiFetch('/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 401,
      messageKey: 'errors.INVALID_CREDENTIALS',
    });
    await expect(apiFetch('/validateOtp', { query: { secureCode: '123456' } })).rejects.toMatchObject({ status: 401 });
    expect(calls(fetchMock, '/refresh-token')).toHaveLength(0);
    expect(getAccessToken()).toBe(oldToken);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps a pre-security-code session: SECURITY_CODE_REQUIRED is not a lost session', async () => {
    const fetchMock = mockFetch(() => json(401, errorBody(401, 'SECURITY_CODE_REQUIRED')));
    await expect(apiFetch('/choices')).rejects.toMatchObject({ errorCode: 'SECURITY_CODE_REQUIRED' });
    expect(calls(fetchMock, '/refresh-token')).toHaveLength(0);
    expect(getAccessToken()).toBe(oldToken);
  });

  it('sends a 308 to /expired-password', async () => {
    mockFetch(() => json(308, errorBody(308, 'PASSWORD_EXPIRED')));
    await expect(apiFetch('/dashboard')).rejects.toMatchObject({ status: 308, errorCode: 'PASSWORD_EXPIRED' });
    expect(navigate).toHaveBeenCalledWith('/expired-password');
  });

  it('turns a network failure into status 0 with the generic message', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 0, messageKey: 'errors.INTERNAL' });
  });
});

describe('request counters', () => {
  it('count up while a request runs and back to 0 after success and after error', async () => {
    const waiting = new Map<string, (r: Response) => void>();
    mockFetch((url) => new Promise<Response>((resolve) => waiting.set(url, resolve)));
    const background = apiFetch('/a');
    const blocking = apiFetch('/b', { blocking: true });
    await vi.waitFor(() => expect(waiting.size).toBe(2));
    expect(getPendingRequests()).toEqual({ nonBlocking: 1, blocking: 1 });
    waiting.get('/backend/api/b')?.(json(500, errorBody(500, 'INTERNAL')));
    await expect(blocking).rejects.toMatchObject({ status: 500 });
    expect(getPendingRequests()).toEqual({ nonBlocking: 1, blocking: 0 });
    waiting.get('/backend/api/a')?.(json(200, { done: true }));
    await expect(background).resolves.toEqual({ done: true });
    expect(getPendingRequests()).toEqual({ nonBlocking: 0, blocking: 0 });
  });

  it('return to 0 after an error', async () => {
    mockFetch(() => json(404, errorBody(404, 'NOT_FOUND')));
    await expect(apiFetch('/missing')).rejects.toMatchObject({ status: 404 });
    expect(getPendingRequests()).toEqual({ nonBlocking: 0, blocking: 0 });
  });
});
