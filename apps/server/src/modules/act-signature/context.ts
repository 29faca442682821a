import type { TAccessClaims } from '@cri/shared/schemas/auth';
import type { ServiceContext } from '../../core/service-context.ts';
import type { LinkTokens } from '../../lib/hmac-secret.ts';
import type { EsignProvider } from '../../partners/esign/provider.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export type Caller = Pick<TAccessClaims, 'sub' | 'roles' | 'regionId'>;

/** What the act-signature services need beyond the service context (built once in routes.ts). */
export interface ActSignatureContext extends ServiceContext {
  storage: FileStorage;
  provider: EsignProvider;
  trustedRootsPem: () => Promise<string[]>;
  /** Links of the act to sign (`act-to-sign:{fuaId}`) and of the signed act (`signed-act:{fuaId}`). */
  tokens: LinkTokens;
}

/** Where signed acts live once stored. */
export const SIGNED_ACT_PREFIX = 'signed-acts';
const API_BASE = '/backend/api';
export const actViewSubject = (fuaId: number) => `act-to-sign:${fuaId}`;
export const signedActSubject = (fuaId: number) => `signed-act:${fuaId}`;
export const actViewPath = (fuaId: number) => `${API_BASE}/follow-up-action/${fuaId}/act-file`;
export const signedActPath = (fuaId: number) => `${API_BASE}/follow-up-action/${fuaId}/signed-act`;
/** The reason written into the governor's signature. */
export const ACT_SIGNATURE_REASON = "Signature de l'acte par le gouverneur (wali) de la région";
