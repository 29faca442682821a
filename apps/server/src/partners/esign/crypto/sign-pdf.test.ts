import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CertificateAuthority, createCa, issueSignerCertificate } from './ca.ts';
import { signPdf } from './sign-pdf.ts';
import { HOUR, samplePdf, signerAround } from './test-helpers.ts';
import { verifyPdf } from './verify-pdf.ts';

const NOW = new Date('2026-11-25T10:30:00Z');
const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('signing a PDF and verifying its signatures (issue 7)', () => {
  let ca: CertificateAuthority;
  let otherCa: CertificateAuthority;
  let pdf: Uint8Array;
  let amina: { certPem: string; keyPem: string };
  let youssef: { certPem: string; keyPem: string };
  let signedOnce: Uint8Array;
  let signedTwice: Uint8Array;
  const verify = (bytes: Uint8Array, roots = [ca.certPem]) => verifyPdf({ pdf: bytes, trustedRootsPem: roots, now: NOW });

  beforeAll(async () => {
    [ca, otherCa, pdf] = await Promise.all([createCa(NOW), createCa(NOW), samplePdf()]);
    amina = signerAround(ca, 'Amina Bennani', NOW, 'amina.bennani@example.ma');
    youssef = signerAround(ca, 'يوسف الإدريسي', NOW);
    signedOnce = await signPdf({
      pdf,
      signer: amina,
      caCertPem: ca.certPem,
      reason: 'Signature du PV',
      name: 'Amina Bennani',
      location: 'Rabat',
      signingTime: NOW,
    });
    signedTwice = await signPdf({
      pdf: signedOnce,
      signer: youssef,
      caCertPem: ca.certPem,
      reason: 'Signature du PV',
      name: 'يوسف الإدريسي',
      signingTime: new Date(NOW.getTime() + 60_000),
    });
  });

  it('adds one signature that verifies: signer, time, issuer, chain, dates, intact', () => {
    const report = verify(signedOnce);
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toEqual({
      signerName: 'Amina Bennani',
      signerEmail: 'amina.bennani@example.ma',
      signingTime: NOW.toISOString(),
      issuer: 'CRI Sandbox e-Signature Root CA',
      notBefore: new Date(NOW.getTime() - HOUR).toISOString(),
      notAfter: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
      intact: true,
      chainValid: true,
      datesValid: true,
      coversWholeDocumentAtThatRevision: true,
    });
    expect(report.modifiedAfterLastSignature).toBe(false);
    expect(report.valid).toBe(true);
  });

  it('appends an incremental update: the original bytes are kept as they were', () => {
    expect(signedOnce.length).toBeGreaterThan(pdf.length);
    expect(Buffer.from(signedOnce.subarray(0, pdf.length)).equals(Buffer.from(pdf))).toBe(true);
    const update = latin1(signedOnce.subarray(pdf.length));
    expect(update).toMatch(/\/SubFilter \/adbe\.pkcs7\.detached/);
    expect(update).toMatch(/\/Prev \d+/);
    expect(update.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('leaves a PDF that other readers open, with one signature field per signature', async () => {
    const doc = await PDFDocument.load(signedTwice);
    expect(doc.getPageCount()).toBe(1);
    const fields = doc.getForm().getFields();
    expect(fields.map((f) => f.getName())).toEqual(['Signature1', 'Signature2']);
    expect(fields.map((f) => f.constructor.name)).toEqual(['PDFSignature', 'PDFSignature']);
  });

  it('signs twice, one signer after the other, and both signatures stay valid', () => {
    const report = verify(signedTwice);
    expect(report.signatures.map((s) => s.signerName)).toEqual(['Amina Bennani', 'يوسف الإدريسي']);
    expect(report.signatures.map((s) => s.signingTime)).toEqual([
      NOW.toISOString(),
      new Date(NOW.getTime() + 60_000).toISOString(),
    ]);
    for (const s of report.signatures) {
      expect(s).toMatchObject({ intact: true, chainValid: true, datesValid: true, coversWholeDocumentAtThatRevision: true });
    }
    expect(report.modifiedAfterLastSignature).toBe(false);
    expect(report.valid).toBe(true);
  });

  it('signs a PDF saved with object streams (cross-reference streams) as well', async () => {
    const compact = await samplePdf({ useObjectStreams: true });
    const once = await signPdf({ pdf: compact, signer: amina, caCertPem: ca.certPem, reason: 'PV', name: 'A', signingTime: NOW });
    const twice = await signPdf({ pdf: once, signer: youssef, caCertPem: ca.certPem, reason: 'PV', name: 'Y', signingTime: NOW });
    expect(latin1(once.subarray(compact.length))).toMatch(/\/Type \/XRef/);
    const report = verify(twice);
    expect(report.signatures).toHaveLength(2);
    expect(report.valid).toBe(true);
    expect((await PDFDocument.load(twice)).getForm().getFields()).toHaveLength(2);
  });

  it('detects one byte changed inside the signed content', () => {
    const tampered = signedOnce.slice();
    const at = latin1(tampered).indexOf('595'); // the page width, in the first revision
    expect(at).toBeGreaterThan(0);
    tampered[at + 2] = '6'.charCodeAt(0);
    const report = verify(tampered);
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]?.intact).toBe(false);
    expect(report.signatures[0]?.signerName).toBe('Amina Bennani');
    expect(report.valid).toBe(false);
  });

  it('detects a change in the first revision of a twice-signed PDF: both signatures break', () => {
    const tampered = signedTwice.slice();
    tampered[100] = (tampered[100] ?? 0) ^ 0x20;
    const report = verify(tampered);
    expect(report.signatures.map((s) => s.intact)).toEqual([false, false]);
    expect(report.valid).toBe(false);
  });

  it('detects bytes appended after the last signature (an unsigned incremental update)', () => {
    const extra = Buffer.from('1 0 obj\n<< /Type /Catalog >>\nendobj\nstartxref\n0\n%%EOF\n', 'latin1');
    const appended = new Uint8Array([...signedOnce, ...extra]);
    const report = verify(appended);
    expect(report.signatures[0]?.intact).toBe(true); // the signed revision itself is untouched
    expect(report.modifiedAfterLastSignature).toBe(true);
    expect(report.valid).toBe(false);
    // Trailing line ends are not a change.
    expect(verify(new Uint8Array([...signedOnce, 0x0d, 0x0a])).valid).toBe(true);
  });

  it('refuses a signature whose /Contents was replaced (the CMS of another document)', async () => {
    const other = await signPdf({
      pdf: await samplePdf({ useObjectStreams: true }),
      signer: amina,
      caCertPem: ca.certPem,
      reason: 'x',
      name: 'x',
      signingTime: NOW,
    });
    const hexOf = (b: Uint8Array) => /\/Contents <([0-9a-f]+)>/.exec(latin1(b))?.[1] ?? '';
    const swapped = Buffer.from(latin1(signedOnce).replace(hexOf(signedOnce), hexOf(other)), 'latin1');
    const report = verify(new Uint8Array(swapped));
    expect(report.signatures[0]?.intact).toBe(false);
    expect(report.valid).toBe(false);
  });

  it('does not trust a certificate from another CA', async () => {
    const stranger = signerAround(otherCa, 'Amina Bennani', NOW);
    const signed = await signPdf({
      pdf,
      signer: stranger,
      caCertPem: otherCa.certPem,
      reason: 'PV',
      name: 'A',
      signingTime: NOW,
    });
    const report = verify(signed);
    expect(report.signatures[0]).toMatchObject({
      signerName: 'Amina Bennani',
      intact: true,
      chainValid: false,
      datesValid: true,
    });
    expect(report.valid).toBe(false);
    // Trusting that CA instead makes it valid; no trusted root at all makes nothing valid.
    expect(verify(signed, [otherCa.certPem]).valid).toBe(true);
    expect(verify(signed, []).signatures[0]?.chainValid).toBe(false);
    expect(verify(signed, ['not a certificate']).valid).toBe(false);
  });

  it('refuses a certificate that had expired when the document was signed', async () => {
    const expired = issueSignerCertificate({
      ca,
      commonName: 'Amina Bennani',
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2025-12-31T00:00:00Z'),
    });
    const signed = await signPdf({ pdf, signer: expired, caCertPem: ca.certPem, reason: 'PV', name: 'A', signingTime: NOW });
    const report = verify(signed);
    expect(report.signatures[0]).toMatchObject({ intact: true, chainValid: true, datesValid: false });
    expect(report.signatures[0]?.notAfter).toBe('2025-12-31T00:00:00.000Z');
    expect(report.valid).toBe(false);
  });

  it('refuses a signing time outside the CA validity, even when the signer certificate covers it', async () => {
    const long = issueSignerCertificate({
      ca,
      commonName: 'Amina Bennani',
      notBefore: new Date('2020-01-01T00:00:00Z'),
      notAfter: new Date('2099-01-01T00:00:00Z'),
    });
    const late = new Date('2090-06-01T00:00:00Z'); // the CA lasts thirty years from 2026
    const signed = await signPdf({ pdf, signer: long, caCertPem: ca.certPem, reason: 'PV', name: 'A', signingTime: late });
    const report = verify(signed);
    expect(report.signatures[0]).toMatchObject({
      signingTime: late.toISOString(),
      intact: true,
      chainValid: true,
      datesValid: false,
    });
  });

  it('refuses to sign with a key that is not the certificate key, or an encrypted or broken PDF', async () => {
    const wrongKey = { certPem: amina.certPem, keyPem: youssef.keyPem };
    await expect(
      signPdf({ pdf, signer: wrongKey, caCertPem: ca.certPem, reason: 'r', name: 'n', signingTime: NOW }),
    ).rejects.toThrow(/does not match/);
    await expect(
      signPdf({
        pdf: new TextEncoder().encode('not a pdf'),
        signer: amina,
        caCertPem: ca.certPem,
        reason: 'r',
        name: 'n',
        signingTime: NOW,
      }),
    ).rejects.toThrow();
  });
});
