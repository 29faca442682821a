import { PDFDocument, StandardFonts } from 'pdf-lib';
import { type CertificateAuthority, issueSignerCertificate } from './ca.ts';

/** A small one-page PDF like the PV, written with or without object streams. */
export async function samplePdf(opts: { useObjectStreams?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Proces-verbal de la commission regionale unifiee', { x: 50, y: 780, size: 14, font });
  page.drawText('Decision : FAVORABLE', { x: 50, y: 750, size: 12, font });
  return doc.save({ useObjectStreams: opts.useObjectStreams ?? false });
}

export const HOUR = 3600_000;

/** A signer certificate valid from one hour before `now` to one day after. */
export function signerAround(ca: CertificateAuthority, commonName: string, now: Date, email?: string) {
  return issueSignerCertificate({
    ca,
    commonName,
    ...(email ? { email } : {}),
    notBefore: new Date(now.getTime() - HOUR),
    notAfter: new Date(now.getTime() + 24 * HOUR),
  });
}
