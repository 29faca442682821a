import type { ServiceContext } from '../../core/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** What the follow-up-action services need: the app's context and the file storage. */
export interface FuaContext extends ServiceContext {
  storage: FileStorage;
}

/** Where the attachments, acts and answering documents live in the storage. */
export const FUA_PREFIX = 'follow-up-actions';

/** A file received and checked (type, size, virus scan), moved under FUA_PREFIX. */
export interface StoredFile {
  key: string;
  size: number;
  mime: string;
  originalName: string;
}
