import { PASSWORD_VALIDITY_DAYS } from '@cri/shared/limits';
import { platformToday } from '@cri/shared/rules/morocco-clock';
import type { DbOrTx } from '../../db/client.ts';
import { revokeUserSessions } from '../auth/refresh-tokens.ts';
import { setPassword } from './repository.ts';

/** The expiry date of a password set on `now`: today in Morocco plus the validity period. */
export function newExpirationDate(now: Date): string {
  const today = new Date(`${platformToday(now)}T00:00:00Z`);
  return new Date(today.getTime() + PASSWORD_VALIDITY_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** Stores the new hash (computed before the transaction: scrypt takes ~75 ms) with a fresh expiry date and closes every session of the account. */
export async function storeNewPassword(
  tx: DbOrTx,
  { userId, passwordHash, now }: { userId: number; passwordHash: string; now: Date },
): Promise<string> {
  const expirationDate = newExpirationDate(now);
  await setPassword(tx, { userId, passwordHash, expirationDate });
  await revokeUserSessions(tx, userId, now);
  return expirationDate;
}
