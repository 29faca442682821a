import { createPrivateKey, generateKeyPairSync, X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CA_CERT_FILE,
  CA_COMMON_NAME,
  CA_FOLDER,
  CA_KEY_FILE,
  type CertificateAuthority,
  issueSignerCertificate,
  loadOrCreateCa,
} from './ca.ts';
import { OID, parseCertificate, pemToDer } from './x509.ts';

describe('the sandbox certificate authority', () => {
  let root: string;
  let ca: CertificateAuthority;
  const otherKeyPem = () =>
    generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const mode = async (path: string) => (await stat(path)).mode & 0o777;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'cri-esign-ca-'));
    ca = await loadOrCreateCa(join(root, 'esign'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is created once under the directory, with a private key only its owner can read, and reused', async () => {
    const dir = join(root, 'esign');
    expect(await mode(dir)).toBe(0o700);
    expect(await mode(join(dir, CA_FOLDER))).toBe(0o700);
    expect(await mode(join(dir, CA_FOLDER, CA_KEY_FILE))).toBe(0o600);
    expect(await readdir(join(dir, CA_FOLDER))).toEqual([CA_CERT_FILE, CA_KEY_FILE].sort());

    const again = await loadOrCreateCa(dir);
    expect(again).toEqual(ca);
    expect(await readdir(dir)).toEqual([CA_FOLDER]); // no temporary folder left behind
  });

  it('is a self-signed root (CA:true) named after the sandbox', () => {
    const x509 = new X509Certificate(ca.certPem);
    expect(x509.ca).toBe(true);
    expect(x509.checkIssued(x509)).toBe(true);
    expect(x509.verify(x509.publicKey)).toBe(true);
    expect(x509.subject).toContain(`CN=${CA_COMMON_NAME}`);
  });

  it('gives both of two processes starting together the same CA', async () => {
    const dir = join(root, 'race');
    const [a, b] = await Promise.all([loadOrCreateCa(dir), loadOrCreateCa(dir)]);
    expect(a).toEqual(b);
    expect(await loadOrCreateCa(dir)).toEqual(a);
    expect(await readdir(dir)).toEqual([CA_FOLDER]);
  });

  it('refuses a key that does not belong to the stored certificate rather than replacing it', async () => {
    const dir = join(root, 'mismatch');
    await mkdir(join(dir, CA_FOLDER), { recursive: true });
    await writeFile(join(dir, CA_FOLDER, CA_CERT_FILE), ca.certPem);
    await writeFile(join(dir, CA_FOLDER, CA_KEY_FILE), otherKeyPem());
    await expect(loadOrCreateCa(dir)).rejects.toThrow(/does not match/);
  });

  it("issues a certificate in the signer's name (Arabic included), with the email and dates asked for", () => {
    const notBefore = new Date('2026-01-01T00:00:00Z');
    const notAfter = new Date('2026-12-31T23:59:59Z');
    const signer = issueSignerCertificate({ ca, commonName: ' محمد العلوي ', email: 'm.alaoui@example.ma', notBefore, notAfter });
    const x509 = new X509Certificate(signer.certPem);
    const caX509 = new X509Certificate(ca.certPem);
    expect(x509.checkIssued(caX509)).toBe(true);
    expect(x509.verify(caX509.publicKey)).toBe(true);
    expect(x509.ca).toBe(false);
    expect(x509.checkPrivateKey(createPrivateKey(signer.keyPem))).toBe(true);
    expect(x509.subjectAltName).toBe('email:m.alaoui@example.ma');

    const parsed = parseCertificate(pemToDer(signer.certPem));
    expect(parsed.subject).toEqual([{ oid: OID.commonName, value: 'محمد العلوي' }]);
    expect(parsed.emails).toEqual(['m.alaoui@example.ma']);
    expect(parsed.notBefore.toISOString()).toBe(notBefore.toISOString());
    expect(parsed.notAfter.toISOString()).toBe(notAfter.toISOString());
    expect(parsed.issuerRaw).toEqual(parseCertificate(pemToDer(ca.certPem)).subjectRaw);
  });

  it('gives every certificate its own key and serial number', () => {
    const opts = { ca, commonName: 'Amina Bennani', notBefore: new Date('2026-01-01'), notAfter: new Date('2027-01-01') };
    const a = issueSignerCertificate(opts);
    const b = issueSignerCertificate(opts);
    expect(a.keyPem).not.toBe(b.keyPem);
    expect(new X509Certificate(a.certPem).serialNumber).not.toBe(new X509Certificate(b.certPem).serialNumber);
  });

  it('refuses an empty name, inverted dates and a CA key that does not match its certificate', async () => {
    const dates = { notBefore: new Date('2026-01-01'), notAfter: new Date('2027-01-01') };
    expect(() => issueSignerCertificate({ ca, commonName: '  ', ...dates })).toThrow(/common name/);
    expect(() => issueSignerCertificate({ ca, commonName: 'A', notBefore: dates.notAfter, notAfter: dates.notBefore })).toThrow(
      /notAfter/,
    );
    expect(() =>
      issueSignerCertificate({ ca: { certPem: ca.certPem, keyPem: otherKeyPem() }, commonName: 'A', ...dates }),
    ).toThrow(/does not match/);
  });
});
