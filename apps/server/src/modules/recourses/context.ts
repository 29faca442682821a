import type { ServiceContext } from '../../core/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** What the appeal services need: the app's context and the file storage. */
export interface RecourseContext extends ServiceContext {
  storage: FileStorage;
}

/** Where the signed requests and the decision files live in the storage. */
export const RECOURSE_PREFIX = 'recourses';

/** A file received and checked (type, size, virus scan), moved under RECOURSE_PREFIX. */
export interface StoredFile {
  key: string;
  size: number;
  mime: string;
  originalName: string;
}
