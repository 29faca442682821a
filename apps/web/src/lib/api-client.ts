import type { TFieldError } from '@cri/shared/errors';
import { loginWithRedirect, paths } from '@cri/shared/paths';
import { useSyncExternalStore } from 'react';
import { API_BASE } from './auth/refresh-session.ts';
import { retryUnauthorised, type SentRequest } from './auth/retry-unauthorised.ts';
import { clearSession, getAccessToken } from './auth/session.ts';

/** An API failure in the one error shape of the server (ARCHITECTURE.md §8); status 0 = no answer. */
export class ApiError extends Error {
  status: number;
  errorCode: string;
  messageKey: string;
  fieldErrors: TFieldError[];
  body: unknown;
  headers: Headers;
  /** A 429's wait in seconds (its body, else its Retry-After header); null otherwise. */
  retryAfterSeconds: number | null;

  constructor(init: {
    status: number;
    errorCode: string;
    messageKey: string;
    message?: string;
    fieldErrors?: TFieldError[];
    body?: unknown;
    headers?: Headers;
    retryAfterSeconds?: number;
  }) {
    super(init.message ?? init.errorCode);
    this.name = 'ApiError';
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.messageKey = init.messageKey;
    this.fieldErrors = init.fieldErrors ?? [];
    this.body = init.body;
    this.headers = init.headers ?? new Headers();
    const header = Number.parseInt(this.headers.get('retry-after') ?? '', 10);
    this.retryAfterSeconds = init.retryAfterSeconds ?? (Number.isNaN(header) ? null : header);
  }
}

export interface ApiFetchOptions {
  method?: string;
  /** Sent as JSON, or as is for FormData (uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  /** Blocking requests (the user waits on them) are counted apart from the background progress bar. */
  blocking?: boolean;
  /** Send the bearer token and refresh it on a 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
}

// --- Navigation from outside React: the shell registers React Router's navigate once.
let navigateTo: ((to: string) => void) | null = null;
export function setNavigator(fn: (to: string) => void): void {
  navigateTo = fn;
}
const navigate = (to: string) => (navigateTo ? navigateTo(to) : window.location.assign(to));

// --- Request counters (spec 1 §4.2): the shell shows a progress bar while nonBlocking > 0.
type Pending = { nonBlocking: number; blocking: number };
let pending: Pending = { nonBlocking: 0, blocking: 0 };
const pendingListeners = new Set<() => void>();
const countRequest = (blocking: boolean, delta: 1 | -1) => {
  pending = blocking
    ? { ...pending, blocking: pending.blocking + delta }
    : { ...pending, nonBlocking: pending.nonBlocking + delta };
  for (const listener of pendingListeners) listener();
};
const subscribePending = (listener: () => void) => {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
};
export const getPendingRequests = (): Pending => pending;
export const usePendingRequests = (): Pending => useSyncExternalStore(subscribePending, getPendingRequests, getPendingRequests);

/**
 * Calls that authenticate the user themselves: their 401 means wrong credentials or a wrong code, not an
 * expired access token, so refreshing would be wrong (and would send the user back to /login).
 */
const NO_REFRESH_PATHS = ['/login', '/refresh-token', '/validateOtp', '/users/logout'];

const buildUrl = (path: string, query: ApiFetchOptions['query']) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== null && value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
};

async function send(path: string, opts: ApiFetchOptions, withAuth: boolean): Promise<SentRequest> {
  const token = withAuth ? getAccessToken() : null;
  const isForm = opts.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body);
  try {
    return {
      res: await fetch(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: opts.signal }),
      token,
    };
  } catch (error) {
    if (opts.signal?.aborted) throw error; // a cancelled query is not an error to show
    throw new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', messageKey: 'errors.INTERNAL' });
  }
}

const readBody = async (res: Response): Promise<unknown> => {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * The error shape is checked with its shared schema, fetched with the first error answer: zod is not part of
 * a visitor's first page (the JS budget of docs/quality.md), and an error is rare and already async.
 */
const toApiError = async (res: Response, body: unknown): Promise<ApiError> => {
  const { ZApiError } = await import('@cri/shared/errors');
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) return new ApiError({ ...parsed.data, body, headers: res.headers });
  // A proxy or a crash answered: keep the status, show the generic message.
  return new ApiError({ status: res.status, errorCode: 'INTERNAL', messageKey: 'errors.INTERNAL', body, headers: res.headers });
};

/** On a 401 left after the refresh attempts the session is over: sign out and ask for a new login. */
async function authorisedResponse(path: string, opts: ApiFetchOptions): Promise<Response> {
  const withAuth = opts.auth !== false;
  if (!withAuth || NO_REFRESH_PATHS.includes(path)) return (await send(path, opts, withAuth)).res;
  const sentWith = getAccessToken();
  const { res, sessionLost } = await retryUnauthorised(() => send(path, opts, true));
  if (sessionLost) {
    // Signed out while this call was in the air (the logout page revoked and cleared the session, then went home):
    // its 401 is that logout's, and the logout page decides where the user goes, not this answer.
    const signedOutMeanwhile = sentWith !== null && getAccessToken() === null;
    clearSession();
    const here = `${window.location.pathname}${window.location.search}`;
    if (!signedOutMeanwhile && window.location.pathname !== paths.login) navigate(loginWithRedirect(here));
  }
  return res;
}

export async function apiFetchWithHeaders<T>(path: string, opts: ApiFetchOptions = {}): Promise<{ data: T; headers: Headers }> {
  const blocking = opts.blocking === true;
  countRequest(blocking, 1);
  try {
    const res = await authorisedResponse(path, opts);
    // Spec 1 §8: a permanent redirect means the password has expired.
    if (res.status === 308) navigate(paths.expiredPassword);
    const body = await readBody(res);
    if (!res.ok && res.status !== 304) throw await toApiError(res, body);
    return { data: body as T, headers: res.headers };
  } finally {
    countRequest(blocking, -1);
  }
}

export async function apiFetch<T>(path: string, opts: ApiFetchOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, opts)).data;
}
