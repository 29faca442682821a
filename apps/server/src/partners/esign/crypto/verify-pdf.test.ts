import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CertificateAuthority, createCa } from './ca.ts';
import { signPdf } from './sign-pdf.ts';
import { samplePdf, signerAround } from './test-helpers.ts';
import { verifyPdf } from './verify-pdf.ts';

const NOW = new Date('2026-11-25T10:30:00Z');
const NOTHING = { signatures: [], modifiedAfterLastSignature: false, valid: false };
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('verifying hostile or unsigned input never throws and is never valid', () => {
  let ca: CertificateAuthority;
  let unsigned: Uint8Array;
  let signed: Uint8Array;
  let gap: [number, number];
  const verify = (pdf: Uint8Array) => verifyPdf({ pdf, trustedRootsPem: [ca.certPem], now: NOW });

  beforeAll(async () => {
    [ca, unsigned] = await Promise.all([createCa(NOW), samplePdf()]);
    const signer = signerAround(ca, 'Amina Bennani', NOW);
    signed = await signPdf({ pdf: unsigned, signer, caCertPem: ca.certPem, reason: 'PV', name: 'A', signingTime: NOW });
    const m = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)/.exec(latin1(signed));
    gap = [Number(m?.[2]), Number(m?.[3])];
  });

  it('reports nothing for empty, garbage, non-PDF and unsigned input', () => {
    expect(verify(new Uint8Array())).toEqual(NOTHING);
    expect(verify(bytes('hello'))).toEqual(NOTHING);
    expect(verify(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toEqual(NOTHING); // a PNG
    expect(verify(new Uint8Array(4096).map((_, i) => (i * 7919) % 256))).toEqual(NOTHING);
    expect(verify(unsigned)).toEqual(NOTHING);
    expect(verify(bytes('%PDF-1.7\n/ByteRange [0 10 20 30] /Contents <>'))).toEqual(NOTHING);
    expect(verifyPdf({ pdf: null as unknown as Uint8Array, trustedRootsPem: [] })).toEqual(NOTHING);
  });

  it('reports a signature whose /Contents is not a CMS as broken, not valid', () => {
    // A well-formed signature dictionary whose hex string is not a SignedData.
    const contents = '<3080308030>';
    const tail = ' >>\nendobj\n%%EOF\n';
    const prefixWith = (r: string) => `%PDF-1.7\n1 0 obj\n<< /Type /Sig /ByteRange [${r}] /Contents `;
    const width = prefixWith('0 0000 0000 0000').length;
    const range = `0 ${width} ${width + contents.length} ${tail.length}`.padEnd('0 0000 0000 0000'.length);
    const fake = `${prefixWith(range)}${contents}${tail}`;
    const report = verify(bytes(fake));
    expect(report.signatures).toHaveLength(1);
    expect(report.signatures[0]).toMatchObject({ intact: false, chainValid: false, coversWholeDocumentAtThatRevision: true });
    expect(report.valid).toBe(false);

    // Only the placeholder (zeros), as a signing tool that stopped halfway would leave it.
    const zeroed = latin1(signed).replace(
      /\/Contents <([0-9a-f]+)>/,
      (_, hex: string) => `/Contents <${'0'.repeat(hex.length)}>`,
    );
    const r = verify(bytes(zeroed));
    expect(r.signatures).toHaveLength(1);
    expect(r.signatures[0]).toMatchObject({ signerName: '', intact: false, chainValid: false, datesValid: false });
    expect(r.valid).toBe(false);
  });

  it('survives deeply nested and oversized DER in /Contents', () => {
    for (const der of ['3080'.repeat(5000), '30847fffffff00', '3082ffff', '06', 'a0030201']) {
      const hex = der.padEnd(gap[1] - gap[0] - 2, '0').slice(0, gap[1] - gap[0] - 2);
      const forged = new Uint8Array(signed);
      forged.set(bytes(hex), gap[0] + 1);
      const report = verify(forged);
      expect(report.valid).toBe(false);
      expect(report.signatures[0]?.intact).toBe(false);
    }
  });

  it('does not accept a truncated file or ranges that point outside it', () => {
    expect(verify(signed.subarray(0, signed.length - 20)).valid).toBe(false);
    expect(verify(signed.subarray(0, Math.floor(signed.length / 2))).valid).toBe(false);
    const outside = latin1(signed).replace(/\/ByteRange \[[^\]]+\]/, (m) =>
      `/ByteRange [0 ${gap[0]} ${gap[1]} 9999999999]`.padEnd(m.length),
    );
    expect(verify(bytes(outside)).valid).toBe(false);
  });

  it('does not accept a PDF re-saved by another tool (the signed ranges no longer describe the file)', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const resaved = await (await PDFDocument.load(signed)).save({ useObjectStreams: false });
    const report = verify(resaved);
    expect(report.valid).toBe(false);
  });

  it('any one byte changed outside the signature value makes the document invalid; nothing throws', () => {
    fc.assert(
      fc.property(fc.nat(signed.length - 1), fc.integer({ min: 1, max: 255 }), (at, xor) => {
        const tampered = new Uint8Array(signed);
        tampered[at] = (tampered[at] ?? 0) ^ xor;
        const report = verify(tampered);
        if (at < gap[0] || at >= gap[1]) expect(report.valid).toBe(false);
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});
