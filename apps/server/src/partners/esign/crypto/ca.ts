/**
 * The sandbox e-signature provider's own certificate authority: one self-signed root, kept on disk, that
 * issues a certificate in the signing member's name for each signature (decision 020).
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPair,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
  X509Certificate,
} from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  algorithm,
  bitString,
  bool,
  children,
  content,
  expectTag,
  explicit,
  ia5String,
  octets,
  oid,
  printableString,
  readNode,
  seq,
  setOf,
  smallInteger,
  TAG,
  time,
  tlv,
  unsignedInteger,
  utf8String,
} from './der.ts';
import { derToPem, OID, parseCertificate, pemToDer } from './x509.ts';

export interface CertificateAuthority {
  certPem: string;
  keyPem: string;
}

/** Sub-folder of the directory given to `loadOrCreateCa`; created whole by one rename. */
export const CA_FOLDER = 'root-ca';
export const CA_CERT_FILE = 'cert.pem';
export const CA_KEY_FILE = 'key.pem';
export const CA_COMMON_NAME = 'CRI Sandbox e-Signature Root CA';
const CA_ORGANIZATION = 'CRI Sandbox e-Signature (test only)';

const CA_KEY_BITS = 2048;
const SIGNER_KEY_BITS = 2048;

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * Loads the CA kept under `dir`, or creates it the first time. `dir` is created with mode 0700 and the
 * key file is 0600. Two processes starting together each build a CA in a temporary folder and rename it
 * into place; the rename of the loser fails (the target exists and is not empty) and it reads the winner's.
 */
export async function loadOrCreateCa(dir: string): Promise<CertificateAuthority> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const target = join(dir, CA_FOLDER);
  const existing = await readCa(target);
  if (existing) return existing;

  const created = await createCa(new Date());
  const tmp = join(dir, `.${CA_FOLDER}-${process.pid}-${randomBytes(6).toString('hex')}.tmp`);
  await mkdir(tmp, { mode: 0o700 });
  try {
    await writeFile(join(tmp, CA_KEY_FILE), created.keyPem, { mode: 0o600 });
    await writeFile(join(tmp, CA_CERT_FILE), created.certPem, { mode: 0o644 });
    // mkdir's mode is filtered by the umask: set the modes the brief promises explicitly.
    await chmod(join(tmp, CA_KEY_FILE), 0o600);
    await chmod(tmp, 0o700);
    await rename(tmp, target);
    return created;
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    const theirs = await readCa(target);
    if (theirs) return theirs;
    throw err;
  }
}

async function readCa(folder: string): Promise<CertificateAuthority | null> {
  try {
    if (!(await stat(folder)).isDirectory()) throw new Error(`${folder} is not a directory`);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const [certPem, keyPem] = await Promise.all([
    readFile(join(folder, CA_CERT_FILE), 'utf8'),
    readFile(join(folder, CA_KEY_FILE), 'utf8'),
  ]);
  const cert = new X509Certificate(certPem);
  if (!cert.checkPrivateKey(createPrivateKey(keyPem))) throw new Error(`the CA key in ${folder} does not match its certificate`);
  return { certPem, keyPem };
}

/** A new self-signed root. Its validity starts five years back so that tests and demos with a clock set
 *  in the past still find it valid, and lasts thirty years. */
export async function createCa(now: Date): Promise<CertificateAuthority> {
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', { modulusLength: CA_KEY_BITS });
  const name = distinguishedName({ country: 'MA', organization: CA_ORGANIZATION, commonName: CA_COMMON_NAME });
  const spki = spkiOf(publicKey);
  const keyId = keyIdentifier(spki);
  const year = now.getUTCFullYear();
  const certDer = buildCertificate({
    issuer: name,
    subject: name,
    notBefore: new Date(Date.UTC(year - 5, 0, 1)),
    notAfter: new Date(Date.UTC(year + 30, 0, 1)),
    spki,
    extensions: [
      extension(OID.basicConstraints, true, seq(bool(true))),
      extension(OID.keyUsage, true, bitString(Uint8Array.of(0x06), 1)), // keyCertSign, cRLSign
      extension(OID.subjectKeyIdentifier, false, octets(keyId)),
    ],
    issuerKey: privateKey,
  });
  return { certPem: derToPem(certDer), keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/** A certificate (with a new 2048-bit RSA key) in the signer's name, issued by `ca`. */
export function issueSignerCertificate(opts: {
  ca: CertificateAuthority;
  commonName: string;
  email?: string;
  notBefore: Date;
  notAfter: Date;
}): { certPem: string; keyPem: string } {
  const commonName = opts.commonName.trim();
  if (!commonName) throw new Error('the signer certificate needs a common name');
  if (!(opts.notAfter.getTime() > opts.notBefore.getTime())) throw new Error('notAfter must be after notBefore');
  const caKey = createPrivateKey(opts.ca.keyPem);
  const caX509 = new X509Certificate(opts.ca.certPem);
  if (!caX509.checkPrivateKey(caKey)) throw new Error('the CA key does not match the CA certificate');
  const caCert = parseCertificate(pemToDer(opts.ca.certPem));

  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: SIGNER_KEY_BITS });
  const spki = spkiOf(publicKey);
  const extensions = [
    extension(OID.basicConstraints, true, seq()),
    extension(OID.keyUsage, true, bitString(Uint8Array.of(0xc0), 6)), // digitalSignature, nonRepudiation
    extension(OID.subjectKeyIdentifier, false, octets(keyIdentifier(spki))),
  ];
  if (caCert.subjectKeyId) {
    extensions.push(extension(OID.authorityKeyIdentifier, false, seq(tlv(0x80, caCert.subjectKeyId))));
  }
  if (opts.email) {
    // rfc822Name is an IA5String: [1] IMPLICIT, so re-tag the encoded string.
    const ia5 = ia5String(opts.email);
    extensions.push(extension(OID.subjectAltName, false, seq(Uint8Array.of(0x81, ...ia5.subarray(1)))));
  }
  const certDer = buildCertificate({
    issuer: caCert.subjectRaw,
    subject: distinguishedName({ commonName }),
    notBefore: opts.notBefore,
    notAfter: opts.notAfter,
    spki,
    extensions,
    issuerKey: caKey,
  });
  return { certPem: derToPem(certDer), keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

function distinguishedName(n: { country?: string; organization?: string; commonName: string }): Uint8Array {
  const rdn = (type: string, value: Uint8Array) => setOf(seq(oid(type), value));
  const rdns: Uint8Array[] = [];
  if (n.country) rdns.push(rdn(OID.countryName, printableString(n.country)));
  if (n.organization) rdns.push(rdn(OID.organizationName, utf8String(n.organization)));
  rdns.push(rdn(OID.commonName, utf8String(n.commonName)));
  return seq(...rdns);
}

const extension = (id: string, critical: boolean, value: Uint8Array): Uint8Array =>
  critical ? seq(oid(id), bool(true), octets(value)) : seq(oid(id), octets(value));

const spkiOf = (publicKey: KeyObject): Uint8Array => new Uint8Array(publicKey.export({ type: 'spki', format: 'der' }));

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits. */
function keyIdentifier(spki: Uint8Array): Uint8Array {
  const [, bits] = children(expectTag(readNode(spki), TAG.SEQUENCE));
  return new Uint8Array(
    createHash('sha1')
      .update(content(expectTag(bits, TAG.BIT_STRING)).subarray(1))
      .digest(),
  );
}

function buildCertificate(c: {
  issuer: Uint8Array;
  subject: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  spki: Uint8Array;
  extensions: Uint8Array[];
  issuerKey: KeyObject;
}): Uint8Array {
  if (c.issuerKey.asymmetricKeyType !== 'rsa') throw new Error('the issuing key must be an RSA key');
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40; // positive, 16 significant bytes
  const sigAlg = algorithm(OID.sha256WithRSAEncryption);
  const tbs = seq(
    explicit(0, smallInteger(2)), // v3
    unsignedInteger(serial),
    sigAlg,
    c.issuer,
    seq(time(c.notBefore), time(c.notAfter)),
    c.subject,
    c.spki,
    explicit(3, seq(...c.extensions)),
  );
  const signature = sign('sha256', tbs, c.issuerKey);
  return seq(tbs, sigAlg, bitString(new Uint8Array(signature)));
}
