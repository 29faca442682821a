import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { ServiceContext } from '../../core/service-context.ts';
import type { LinkTokens } from '../../lib/hmac-secret.ts';
import type { EsignProvider } from '../../partners/esign/provider.ts';
import type { PvInput } from '../../pdf/commission-pv.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** What the signatures services need beyond the service context (built once in routes.ts). */
export interface SignaturesContext extends ServiceContext {
  storage: FileStorage;
  provider: EsignProvider;
  trustedRootsPem: () => Promise<string[]>;
  /** Download links of the PV (`commission-pv:{id}`) and of verified documents. */
  tokens: LinkTokens;
  manualUploadEnabled: boolean;
  renderPv: (input: PvInput) => Promise<Uint8Array>;
}

/** Where PV files live once stored. */
export const PV_PREFIX = 'commission-pvs';
export const API_BASE = '/backend/api';
export const pvDownloadPath = (commissionId: number) => `${API_BASE}/commission/${commissionId}/pv`;
export const pvSubject = (commissionId: number) => `commission-pv:${commissionId}`;
