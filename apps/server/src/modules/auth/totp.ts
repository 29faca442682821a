import { Secret, TOTP } from 'otpauth';

/** Settings every authenticator app understands (RFC 6238 defaults). */
const SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const TOTP_ISSUER = 'Portail CRI';
/** One time step either side tolerates a phone clock a little off. */
const WINDOW = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans (shown as a QR code by the web). */
export const totpUri = (secret: string, username: string): string =>
  new TOTP({ ...SETTINGS, issuer: TOTP_ISSUER, label: username, secret: Secret.fromBase32(secret) }).toString();

/** The time step a code belongs to, or null when it matches none within the window. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({ ...SETTINGS, token: code, secret: Secret.fromBase32(secret), timestamp, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: SETTINGS.period, timestamp }) + delta;
}

/** The code of a given time step (tests and the sign-in helper compute codes like a phone would). */
export const totpCodeAt = (secret: string, timestamp: number): string =>
  TOTP.generate({ ...SETTINGS, secret: Secret.fromBase32(secret), timestamp });

export const TOTP_PERIOD_MS = SETTINGS.period * 1000;
