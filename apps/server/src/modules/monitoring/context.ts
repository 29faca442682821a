import type { ServiceContext } from '../../core/service-context.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** What the monitoring services need: the app's context and the file storage. */
export interface MonitoringContext extends ServiceContext {
  storage: FileStorage;
}

/** Where the milestones' attachments, minutes and follow-up documents live in the storage. */
export const MONITORING_PREFIX = 'monitoring';

export interface StoredFile {
  key: string;
  size: number;
  mime: string;
  originalName: string;
}
