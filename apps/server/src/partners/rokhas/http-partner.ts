import { randomUUID } from 'node:crypto';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { type PartnerFolderSituation, PartnerUnavailable, type RokhasPartner } from './partner.ts';
import { signedHeaders } from './signing.ts';

/**
 * The Rokhas partner over HTTP (decision 039): JSON requests signed with the shared HMAC, the task's
 * idempotency key as the request id of a folder creation, a timeout after which the call counts as failed.
 * `baseUrl` is read at each call: the sandbox's address is known once the server listens.
 */
export function createHttpPartner(deps: {
  baseUrl: () => string;
  hmac: Hmac;
  timeoutMs: number;
  now: () => Date;
}): RokhasPartner {
  const call = async <T>(method: 'GET' | 'POST', path: string, opts: { id?: string; body?: unknown } = {}): Promise<T | null> => {
    const url = new URL(`${deps.baseUrl().replace(/\/$/, '')}${path}`);
    const body = opts.body === undefined ? '' : JSON.stringify(opts.body);
    const headers = await signedHeaders(deps.hmac, 'to-partner', {
      id: opts.id ?? randomUUID(),
      method,
      path: url.pathname,
      body,
      now: deps.now(),
    });
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), accept: 'application/json' },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(deps.timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new PartnerUnavailable(`Rokhas unreachable: ${(error as Error).name}`, null);
    }
    if (res.status === 404 && method === 'GET') return null;
    if (!res.ok) throw new PartnerUnavailable(`Rokhas answered ${res.status}`, res.status);
    try {
      return (await res.json()) as T;
    } catch {
      throw new PartnerUnavailable('Rokhas answered an unreadable body', res.status);
    }
  };
  const required = <T>(value: T | null): T => {
    if (value === null) throw new PartnerUnavailable('Rokhas answered nothing', null);
    return value;
  };

  return {
    async verifyArchitect({ email, requestId }) {
      const answer = required(
        await call<{ exists: boolean; fullName: string | null }>('POST', '/api/architects/verify', {
          id: requestId,
          body: { email },
        }),
      );
      return { exists: answer.exists === true, fullName: answer.fullName ?? null };
    },
    async shareFolder(input) {
      return required(
        await call<{ folderId: string; reference: string; commentDeadline: string | null }>('POST', '/api/folders', {
          id: input.idempotencyKey,
          body: { kind: 'SHARE', callbackUrl: input.callbackUrl, commentHours: input.commentHours, data: input.folder },
        }),
      );
    },
    async sendFolder(input) {
      return required(
        await call<{ folderId: string; reference: string }>('POST', '/api/folders', {
          id: input.idempotencyKey,
          body: { kind: 'SEND', callbackUrl: input.callbackUrl, data: input.folder },
        }),
      );
    },
    async readSituation(folderId) {
      return call<PartnerFolderSituation>('GET', `/api/folders/${encodeURIComponent(folderId)}`);
    },
  };
}
