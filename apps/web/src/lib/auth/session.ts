import { ROLES, TITLES } from '@cri/shared/enums/roles';
import { STORAGE_KEYS } from '@cri/shared/limits';
import type { TAccessClaims, TTokenResponse } from '@cri/shared/schemas/auth';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * The browser session (spec 1 §4.2, §9): tokens in localStorage under the spec's keys, so a reload or
 * a second tab keeps the user signed in. Claims are read from the access token without checking its
 * signature: the server checks it on every call, the browser only needs the claims to choose screens.
 */

const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

// localStorage throws when storage is disabled (privacy modes): the session then simply stays empty.
const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string | null): void => {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: without storage the session lasts as long as nothing else needs it.
  }
};

export const getAccessToken = (): string | null => read(STORAGE_KEYS.accessToken);
export const getRefreshToken = (): string | null => read(STORAGE_KEYS.refreshToken);
export const isOtpValid = (): boolean => read(STORAGE_KEYS.otpValid) === 'true';

export interface SetSessionOptions {
  /** True after a valid security code, false on a fresh login; left as is when omitted (token refresh). */
  otpValid?: boolean;
  /**
   * False stores the tokens without telling subscribers; the caller then calls `notifySessionChange()`.
   * A sign-in screen uses it to move to the next page first: told at once, the route guard of the
   * sign-in page would react to the new user and redirect elsewhere before the navigation lands.
   */
  notify?: boolean;
}

export function setSession(tokens: TTokenResponse, opts: SetSessionOptions = {}): void {
  write(STORAGE_KEYS.accessToken, tokens.accessToken);
  write(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  if (opts.otpValid !== undefined) write(STORAGE_KEYS.otpValid, opts.otpValid ? 'true' : null);
  if (opts.notify !== false) emit();
}

/** Tells every subscriber (hooks, other modules) that the stored session changed. */
export const notifySessionChange = (): void => emit();

export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) write(key, null);
  emit();
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  // Names carry accents and Arabic letters: decode the bytes as UTF-8, not Latin-1.
  return new TextDecoder().decode(bytes);
};

type FieldCheck = (value: unknown) => boolean;
const str: FieldCheck = (v) => typeof v === 'string';
const bool: FieldCheck = (v) => typeof v === 'boolean';
const intOrNull: FieldCheck = (v) => v === null || Number.isInteger(v);
const strOrNull: FieldCheck = (v) => v === null || typeof v === 'string';
const oneOf =
  (values: readonly string[]): FieldCheck =>
  (v) =>
    typeof v === 'string' && values.includes(v);
const arrayOf =
  (check: FieldCheck): FieldCheck =>
  (v) =>
    Array.isArray(v) && v.every(check);

/**
 * The shape of ZAccessClaims (packages/shared/src/schemas/auth.ts), checked by hand: the session is read on
 * every page, and zod is kept off a visitor's first page (the JS budget of docs/quality.md). session.test.ts
 * checks this table accepts and refuses exactly what the schema does.
 */
export const ACCESS_CLAIM_CHECKS: Record<keyof TAccessClaims, FieldCheck> = {
  sub: str,
  username: str,
  roles: arrayOf(oneOf(ROLES)),
  title: (v) => v === null || oneOf(TITLES)(v),
  firstName: str,
  lastName: str,
  regionId: intOrNull,
  investorId: intOrNull,
  advisorId: intOrNull,
  cruiMemberId: intOrNull,
  habilitations: arrayOf(str),
  passwordExpirationDate: strOrNull,
  firstConnection: bool,
  activeMfa: bool,
  otp: bool,
  isDirector: bool,
  isWali: bool,
  isFocalMember: bool,
  isCruiMember: bool,
  hasPicture: (v) => v === undefined || typeof v === 'boolean',
  sid: (v) => v === undefined || typeof v === 'string',
};

/** The claims, without keys of other tokens (as the schema strips them), or null when the shape differs. */
export function toAccessClaims(value: unknown): TAccessClaims | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const claims: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(ACCESS_CLAIM_CHECKS)) {
    if (!check(record[key])) return null;
    if (record[key] !== undefined) claims[key] = record[key];
  }
  return claims as TAccessClaims;
}

/** The claims of an access token, or null when the token is missing, malformed or of another shape. */
export function decodeAccessToken(token: string | null): TAccessClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    return toAccessClaims(JSON.parse(decodeBase64Url(payload)));
  } catch {
    return null;
  }
}

// Decoding once per token keeps the snapshot referentially stable, as useSyncExternalStore requires.
let cache: { token: string | null; user: TAccessClaims | null } = { token: null, user: null };
export function getSessionUser(): TAccessClaims | null {
  const token = getAccessToken();
  if (token !== cache.token) cache = { token, user: decodeAccessToken(token) };
  return cache.user;
}

const storageKeys: readonly string[] = Object.values(STORAGE_KEYS);
const onStorage = (event: StorageEvent) => {
  // key null means another tab cleared the whole storage.
  if (event.key === null || storageKeys.includes(event.key)) emit();
};

export function subscribeSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export interface SessionState {
  user: TAccessClaims | null;
  /** Signed in and past the security code (or an investor, who needs none). */
  isAuthenticated: boolean;
  /** Signed in with a password only: only the security-code screens are open. */
  pendingSecurityCode: boolean;
}

export function useSession(): SessionState {
  const user = useSyncExternalStore(subscribeSession, getSessionUser, () => null);
  return useMemo(() => ({ user, isAuthenticated: user?.otp === true, pendingSecurityCode: user !== null && !user.otp }), [user]);
}

const DAY_MS = 24 * 3600 * 1000;

/** Whole days from `today` (YYYY-MM-DD) to the password expiry date; negative once expired. */
export function daysUntilPasswordExpiry(
  user: Pick<TAccessClaims, 'passwordExpirationDate'> | null | undefined,
  today: string,
): number | null {
  const expiry = user?.passwordExpirationDate?.slice(0, 10);
  if (!expiry) return null;
  const diff = Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(diff) ? null : Math.round(diff / DAY_MS);
}
