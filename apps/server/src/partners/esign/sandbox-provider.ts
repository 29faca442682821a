import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { esignSandboxRequests } from '../../db/schema/signatures.ts';
import type { Hmac } from '../../lib/hmac-secret.ts';
import { translate } from '../../lib/i18n.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { type CertificateAuthority, issueSignerCertificate } from './crypto/ca.ts';
import { signPdf } from './crypto/sign-pdf.ts';
import type { EsignProvider, SignRequestInput } from './provider.ts';

/** Where the sandbox keeps the documents it was given and those it signed. */
export const SANDBOX_PREFIX = 'esign-sandbox';
/** A signing request is valid this long (as the portal's signing lock). */
export const SANDBOX_REQUEST_TTL_MS = 10 * 60 * 1000;
export const SANDBOX_BASE = '/sandbox/esign';

/** Test options of the sandbox page, so the spec's certificate errors can be exercised. */
export const SANDBOX_CERTIFICATES = ['OWN', 'OTHER', 'EXPIRED'] as const;
export type SandboxCertificate = (typeof SANDBOX_CERTIFICATES)[number];
export const OTHER_PERSON_NAME = 'Autre Personne';

const DAY = 86_400_000;
/** The reason of requests recorded before the portal sent one (the minutes were the only document then). */
const PV_REASON = 'Signature du procès-verbal de la commission';
const randomId = () => randomBytes(16).toString('base64url');

export async function readAll(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

export type SandboxRequest = typeof esignSandboxRequests.$inferSelect;

export interface SandboxProvider extends EsignProvider {
  /** The request behind a signing page address, when its `sig` is right. */
  find(requestId: string, sig: string): Promise<SandboxRequest | null>;
  /** Signs the document with the chosen certificate; returns where the browser goes next. */
  confirm(opts: { request: SandboxRequest; certificate: SandboxCertificate; lang: 'fr' | 'ar'; now: Date }): Promise<string>;
  cancel(opts: { request: SandboxRequest; lang: 'fr' | 'ar'; now: Date }): Promise<string>;
  /** Removes requests (and their files) created before `before`. */
  purge(before: Date): Promise<number>;
}

/**
 * The sandbox e-signature provider, served by the portal itself under /sandbox/esign (ARCHITECTURE.md):
 * its records in esign_sandbox_requests, its files in storage, real X.509 certificates from its local CA
 * and real PDF signatures (crypto/). A signing page address carries an unguessable request id and an HMAC
 * of it, so only the browser sent there can sign.
 */
export function createSandboxProvider(deps: {
  db: Db;
  storage: FileStorage;
  ca: () => Promise<CertificateAuthority>;
  hmac: Hmac;
  log?: { warn: (obj: object, msg: string) => void };
}): SandboxProvider {
  const { db, storage, hmac } = deps;
  const finish = async (id: string, values: Partial<SandboxRequest>) => {
    await db.update(esignSandboxRequests).set(values).where(eq(esignSandboxRequests.id, id));
  };
  const withQuery = (url: string, name: string, value: string) =>
    `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

  return {
    async createRequest(input: SignRequestInput) {
      const id = randomId();
      const stored = await storage.put({
        source: Readable.from([Buffer.from(input.document)]),
        prefix: SANDBOX_PREFIX,
        extension: 'pdf',
      });
      await db.insert(esignSandboxRequests).values({
        id,
        transactionId: randomId(),
        status: 'PENDING',
        documentName: input.documentName,
        documentKey: stored.key,
        signerName: input.signer.fullName,
        signerEmail: input.signer.email,
        reason: input.reason,
        returnUrl: input.returnUrl,
        errorUrl: input.errorUrl,
        createdAt: input.now,
        expiresAt: new Date(input.now.getTime() + SANDBOX_REQUEST_TTL_MS),
      });
      const sig = await hmac.sign(`esign-request:${id}`);
      return { requestId: id, url: `${SANDBOX_BASE}/requests/${id}?sig=${sig}&lang=${input.lang}` };
    },

    async find(requestId, sig) {
      if (!/^[A-Za-z0-9_-]{22}$/.test(requestId) || !(await hmac.verify(`esign-request:${requestId}`, sig))) return null;
      const [row] = await db.select().from(esignSandboxRequests).where(eq(esignSandboxRequests.id, requestId));
      return row ?? null;
    },

    async confirm({ request, certificate, lang, now }) {
      try {
        const document = await readAll(storage, request.documentKey);
        if (!document) throw new Error('sandbox document missing');
        const ca = await deps.ca();
        const expired = certificate === 'EXPIRED';
        const signer = issueSignerCertificate({
          ca,
          commonName: certificate === 'OTHER' ? OTHER_PERSON_NAME : request.signerName,
          ...(certificate === 'OWN' && request.signerEmail ? { email: request.signerEmail } : {}),
          notBefore: new Date(now.getTime() - (expired ? 730 : 1) * DAY),
          notAfter: new Date(now.getTime() + (expired ? -365 : 365) * DAY),
        });
        const signed = await signPdf({
          pdf: document,
          signer,
          caCertPem: ca.certPem,
          reason: request.reason ?? PV_REASON,
          name: request.signerName,
          location: 'Maroc',
          signingTime: now,
        });
        const out = await storage.put({ source: Readable.from([Buffer.from(signed)]), prefix: SANDBOX_PREFIX, extension: 'pdf' });
        await finish(request.id, { status: 'SIGNED', signedKey: out.key, completedAt: now });
        return withQuery(request.returnUrl, 'transactionId', request.transactionId);
      } catch (error) {
        deps.log?.warn({ err: error, requestId: request.id }, 'sandbox e-signature failed');
        await finish(request.id, { status: 'FAILED', error: translate('esign.sandbox.failedError', lang), completedAt: now });
        return request.errorUrl;
      }
    },

    async cancel({ request, lang, now }) {
      await finish(request.id, { status: 'CANCELLED', error: translate('esign.sandbox.cancelledError', lang), completedAt: now });
      return request.errorUrl;
    },

    async collectSigned(transactionId) {
      const [row] = await db
        .update(esignSandboxRequests)
        .set({ status: 'COLLECTED' })
        .where(and(eq(esignSandboxRequests.transactionId, transactionId), eq(esignSandboxRequests.status, 'SIGNED')))
        .returning();
      if (!row?.signedKey) return null;
      const pdf = await readAll(storage, row.signedKey);
      return pdf ? { requestId: row.id, pdf } : null;
    },

    async requestError(requestId) {
      const [row] = await db
        .select({ error: esignSandboxRequests.error })
        .from(esignSandboxRequests)
        .where(eq(esignSandboxRequests.id, requestId));
      return row?.error ?? null;
    },

    async abandon(requestId, now) {
      await db
        .update(esignSandboxRequests)
        .set({ status: 'FAILED', completedAt: now })
        .where(and(eq(esignSandboxRequests.id, requestId), eq(esignSandboxRequests.status, 'PENDING')));
    },

    async purge(before) {
      const old = await db.delete(esignSandboxRequests).where(lt(esignSandboxRequests.createdAt, before)).returning();
      for (const r of old) {
        await storage.remove(r.documentKey);
        if (r.signedKey) await storage.remove(r.signedKey);
      }
      return old.length;
    },
  };
}
