// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from './refresh-session.ts';
import { clearSession, getAccessToken, getRefreshToken, setSession } from './session.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => setSession({ accessToken: 'a.b.c', refreshToken: 'refresh-old', expiresIn: 900 }));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('refreshSession', () => {
  it('stores the rotated tokens', async () => {
    const fetchMock = vi.fn(async () => json(200, { accessToken: 'x.y.z', refreshToken: 'refresh-new', expiresIn: 900 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toBe(true);
    expect(getAccessToken()).toBe('x.y.z');
    expect(getRefreshToken()).toBe('refresh-new');
    expect(fetchMock).toHaveBeenCalledWith(
      '/backend/api/refresh-token',
      expect.objectContaining({ method: 'POST', body: '{"refreshToken":"refresh-old"}' }),
    );
  });

  it('tolerates a 304 and reports refused, malformed or failed refreshes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 304 })),
    );
    await expect(refreshSession()).resolves.toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { errorCode: 'TOKEN_INVALID' })),
    );
    await expect(refreshSession()).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { unexpected: true })),
    );
    await expect(refreshSession()).resolves.toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(refreshSession()).resolves.toBe(false);
    expect(getRefreshToken()).toBe('refresh-old');
  });

  it('does not spend the refresh token again when another tab refreshed during the wait for the lock', async () => {
    const fetchMock = vi.fn(async () => json(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    const request = vi.fn(async (_name: string, callback: () => Promise<boolean>) => {
      // The other tab held the lock and stored its rotated tokens meanwhile.
      localStorage.setItem('refreshToken', 'refresh-from-other-tab');
      return callback();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    await expect(refreshSession()).resolves.toBe(true);
    expect(request).toHaveBeenCalledWith('cri-refresh-token', expect.any(Function));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a refresh token there is nothing to try', async () => {
    clearSession();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(refreshSession()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
