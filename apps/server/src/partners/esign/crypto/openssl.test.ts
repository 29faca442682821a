import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDer } from './asn1.ts';
import { type CertificateAuthority, createCa } from './ca.ts';
import { signPdf } from './sign-pdf.ts';
import { samplePdf, signerAround } from './test-helpers.ts';

/**
 * What we produce, checked by OpenSSL rather than by our own reader (issue 22, decision 092). The
 * `openssl` command is required: when it is missing these tests fail (spawn ENOENT), they never skip.
 */
const openssl = (args: string[]): string =>
  execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const opensslStatus = (args: string[]): { status: number | null; stderr: string } => {
  const run = spawnSync('openssl', args, { encoding: 'utf8' });
  if (run.error) throw run.error; // openssl missing: fail, never skip
  return { status: run.status, stderr: run.stderr };
};

describe('OpenSSL accepts the certificates and the PDF signatures we produce', () => {
  let dir: string;
  let ca: CertificateAuthority;
  let signer: { certPem: string; keyPem: string };
  const now = new Date(); // OpenSSL checks the certificates' dates against the real clock

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cri-esign-openssl-'));
    ca = await createCa(now);
    signer = signerAround(ca, 'يوسف الإدريسي', now, 'y.idrissi@example.ma');
    await writeFile(join(dir, 'ca.pem'), ca.certPem);
    await writeFile(join(dir, 'signer.pem'), signer.certPem);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints the signer certificate with the fields we put in it (openssl x509 -text)', () => {
    const text = openssl(['x509', '-in', join(dir, 'signer.pem'), '-noout', '-text', '-nameopt', 'utf8,sep_comma_plus_space']);
    expect(text).toMatch(/Version: 3 \(0x2\)/);
    expect(text).toMatch(/Signature Algorithm: sha256WithRSAEncryption/);
    expect(text).toContain('Issuer: C=MA, O=CRI Sandbox e-Signature (test only), CN=CRI Sandbox e-Signature Root CA');
    expect(text).toContain('Subject: CN=يوسف الإدريسي');
    expect(text).toMatch(/Public-Key: \(2048 bit\)/);
    expect(text).toMatch(/X509v3 Basic Constraints: critical\s+CA:FALSE/);
    expect(text).toMatch(/X509v3 Key Usage: critical\s+Digital Signature, Non Repudiation/);
    expect(text).toMatch(/X509v3 Subject Alternative Name:\s+email:y\.idrissi@example\.ma/);
    expect(text).toMatch(/X509v3 Subject Key Identifier/);
    expect(text).toMatch(/X509v3 Authority Key Identifier/);
    const caText = openssl(['x509', '-in', join(dir, 'ca.pem'), '-noout', '-text']);
    expect(caText).toMatch(/X509v3 Basic Constraints: critical\s+CA:TRUE/);
    expect(caText).toMatch(/X509v3 Key Usage: critical\s+Certificate Sign, CRL Sign/);
    expect(openssl(['verify', '-CAfile', join(dir, 'ca.pem'), join(dir, 'signer.pem')])).toContain('signer.pem: OK');
  });

  it('verifies the detached CMS of a signed PDF against the sandbox CA (openssl cms -verify)', async () => {
    const pdf = await signPdf({
      pdf: await samplePdf(),
      signer,
      caCertPem: ca.certPem,
      reason: 'Signature du PV',
      name: 'يوسف الإدريسي',
      signingTime: now,
    });
    const text = Buffer.from(pdf).toString('latin1');
    const m = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\s*\]/.exec(text);
    const [a, b, c, d] = (m?.slice(1) ?? []).map(Number) as [number, number, number, number];
    const hex = text.slice(a + b + 1, c - 1);
    const padded = new Uint8Array(Buffer.from(hex, 'hex'));
    const cms = padded.subarray(0, readDer(padded).valueBeforeDecodeView.length); // without the zero padding
    const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
    await writeFile(join(dir, 'sig.der'), cms);
    await writeFile(join(dir, 'signed.bin'), signed);

    const verify = (content: string) =>
      opensslStatus([
        'cms',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        join(dir, 'sig.der'),
        '-content',
        content,
        '-CAfile',
        join(dir, 'ca.pem'),
        '-out',
        '/dev/null',
      ]);
    expect(verify(join(dir, 'signed.bin'))).toEqual({
      status: 0,
      stderr: expect.stringContaining('CMS Verification successful'),
    });

    // The signed attributes as OpenSSL reads them, and the certificates it finds inside.
    const printed = openssl(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', join(dir, 'sig.der')]);
    for (const attribute of ['contentType', 'signingTime', 'messageDigest', 'id-smime-aa-signingCertificateV2']) {
      expect(printed).toContain(`object: ${attribute}`);
    }
    expect(printed).toContain('eContent: <ABSENT>'); // detached

    // One byte changed in the signed content: OpenSSL refuses it too.
    signed[100] = (signed[100] ?? 0) ^ 0x01;
    await writeFile(join(dir, 'tampered.bin'), signed);
    const refused = verify(join(dir, 'tampered.bin'));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/Verification failure/);
    expect(refused.stderr).toMatch(/CMS_SignerInfo_verify_content:verification failure/); // the message digest
  });
});
