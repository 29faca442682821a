import type { TVerifySignatureResponse } from '@cri/shared/schemas/signatures';
import { verifyPdf } from '../../partners/esign/crypto/verify-pdf.ts';
import { readAll } from '../../partners/esign/sandbox-provider.ts';
import { API_BASE, type SignaturesContext } from './context.ts';

/** Where verified uploads wait for their download (a day at most, purged at start). */
export const VERIFIED_PREFIX = 'esign-verified';
export const verifiedSubject = (id: string) => `esign-verified:${id}`;

/**
 * POST /esign/verify-request-to-sign-document: the report of every signature of an uploaded PDF against
 * the portal's e-signature authority, and a short-lived link to download it back. A PDF that is not
 * signed, or garbled, is a report with valid false: verifyPdf never throws on hostile input.
 */
export async function verifyUploaded(
  ctx: SignaturesContext,
  input: { key: string; fileName: string; userId: number | null },
): Promise<TVerifySignatureResponse> {
  const bytes = (await readAll(ctx.storage, input.key)) ?? new Uint8Array();
  const report = verifyPdf({ pdf: bytes, trustedRootsPem: await ctx.trustedRootsPem() });
  const id = input.key.split('/').pop() ?? '';
  const token = await ctx.tokens.sign({ subject: verifiedSubject(id), userId: input.userId ?? 0, now: ctx.now() });
  return {
    fileName: input.fileName,
    valid: report.valid,
    modifiedAfterLastSignature: report.modifiedAfterLastSignature,
    signatures: report.signatures.map((s) => ({ ...s })),
    wsUrl: `${API_BASE}/esign/verified-document?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`,
  };
}
