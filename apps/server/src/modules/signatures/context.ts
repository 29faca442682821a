import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { Db } from '../../db/client.ts';
import type { LinkTokens } from '../../lib/hmac-secret.ts';
import type { EsignProvider } from '../../partners/esign/provider.ts';
import type { PvInput } from '../../pdf/commission-pv.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** What the signatures services need from the app (built once in routes.ts; tests build their own). */
export interface SignaturesContext {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  provider: EsignProvider;
  trustedRootsPem: () => Promise<string[]>;
  /** Download links of the PV (`commission-pv:{id}`) and of verified documents. */
  tokens: LinkTokens;
  manualUploadEnabled: boolean;
  renderPv: (input: PvInput) => Promise<Uint8Array>;
  /** An absolute link to a web page, for mails. */
  link: (path: string) => string;
}

/** Where PV files live once stored. */
export const PV_PREFIX = 'commission-pvs';
export const API_BASE = '/backend/api';
export const pvDownloadPath = (commissionId: number) => `${API_BASE}/commission/${commissionId}/pv`;
export const pvSubject = (commissionId: number) => `commission-pv:${commissionId}`;
