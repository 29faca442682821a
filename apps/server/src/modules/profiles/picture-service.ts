import type { Readable } from 'node:stream';
import { hasPermission } from '@cri/shared/permissions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { AVATAR_MIME_TYPES } from '@cri/shared/schemas/profiles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isRegional } from '../../lib/region-scope.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { receiveFile } from '../documents/receive-file.ts';
import type { VirusScanner } from '../documents/virus-scanner.ts';

const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };
const AVATARS_PREFIX = 'avatars';

/**
 * Stores an avatar through the same checks as every upload (receiveFile: virus scan, real type by content,
 * a claimed type that lies refused, size): jpg and png only (spec 1 §5). Returns the storage key; the
 * caller links it to the account with `setPicture`, or removes it on a later failure.
 */
export async function storeAvatar(opts: {
  storage: FileStorage;
  scanner: VirusScanner;
  file: Readable & { truncated?: boolean };
  claimedMime: string;
  claimedName: string;
}): Promise<string> {
  let received: { stagingKey: string };
  try {
    received = await receiveFile({ ...opts, accepted: AVATAR_MIME_TYPES });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'profiles.avatar.tooLarge' });
    if (error instanceof AppError && error.code === 'UNSUPPORTED_FILE_TYPE')
      throw new AppError('UNSUPPORTED_FILE_TYPE', {
        fieldErrors: [{ field: 'file', messageKey: 'errors.UNSUPPORTED_FILE_TYPE' }],
      });
    throw error;
  }
  return opts.storage.move(received.stagingKey, AVATARS_PREFIX);
}

/** Links the new picture to the account and removes the previous file once the change is committed. */
export async function setPicture(db: Db, storage: FileStorage, { userId, key }: { userId: number; key: string }): Promise<void> {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select({ picturePath: users.picturePath }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw notFound();
    await tx.update(users).set({ picturePath: key }).where(eq(users.id, userId));
    return row.picturePath;
  });
  if (previous && previous !== key) await storage.remove(previous);
}

/**
 * A user's picture: one's own, or a staff member of one's region (national staff with the staff-profile
 * right see every region). Anything else answers 404, like a missing picture.
 */
export async function readPicture(
  db: Db,
  storage: FileStorage,
  caller: TAccessClaims,
  userId: number,
): Promise<{ stream: Readable; contentType: string }> {
  const [row] = await db
    .select({ picturePath: users.picturePath, regionId: users.regionId })
    .from(users)
    .where(eq(users.id, userId));
  const self = caller.sub === String(userId);
  const allowed =
    self || (hasPermission(caller.roles, 'read:staff-profiles') && (!isRegional(caller) || row?.regionId === caller.regionId));
  if (!row?.picturePath || !allowed) throw notFound();
  const stream = await storage.read(row.picturePath);
  if (!stream) throw notFound();
  const ext = row.picturePath.split('.').pop() ?? '';
  return { stream, contentType: EXTENSION_TYPES[ext] ?? 'application/octet-stream' };
}
