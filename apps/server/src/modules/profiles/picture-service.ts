import type { Readable } from 'node:stream';
import { hasPermission } from '@cri/shared/permissions';
import type { TAccessClaims } from '@cri/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import { readUpload, type Upload } from '../../core/uploads/read-upload.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { isRegional } from '../../lib/region-scope.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };
export const AVATARS_PREFIX = 'avatars';

/**
 * Reads an avatar upload through the same checks as every upload (readUpload: virus scan, real type by
 * content, a claimed type that lies refused, size), answering with the avatar's own messages for a file
 * too large or not a jpg or png (spec 1 §5).
 */
export async function readAvatar<T>(...args: Parameters<typeof readUpload<T>>): Promise<Upload<T>> {
  try {
    return await readUpload(...args);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', { messageKey: 'profiles.avatar.tooLarge' });
    if (error instanceof AppError && error.code === 'UNSUPPORTED_FILE_TYPE')
      throw new AppError('UNSUPPORTED_FILE_TYPE', {
        fieldErrors: [{ field: 'file', messageKey: 'errors.UNSUPPORTED_FILE_TYPE' }],
      });
    throw error;
  }
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
