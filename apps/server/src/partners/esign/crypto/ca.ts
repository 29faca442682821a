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
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { derTime } from './asn1.ts';
import { derToPem, OID, parseCertificate, pemToDer, readCertificate } from './x509.ts';

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
  const year = now.getUTCFullYear();
  const certDer = buildCertificate({
    issuer: name,
    subject: name,
    notBefore: new Date(Date.UTC(year - 5, 0, 1)),
    notAfter: new Date(Date.UTC(year + 30, 0, 1)),
    spki,
    extensions: [
      extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: true })),
      extension(OID.keyUsage, true, new asn1js.BitString({ valueHex: Uint8Array.of(0x06), unusedBits: 1 })), // keyCertSign, cRLSign
      extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: keyIdentifier(spki) })),
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
  const caDer = pemToDer(opts.ca.certPem);
  const caSubject = readCertificate(caDer).subject; // written back with the exact bytes received
  const caKeyId = parseCertificate(caDer).subjectKeyId;

  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: SIGNER_KEY_BITS });
  const spki = spkiOf(publicKey);
  const extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: false })),
    extension(OID.keyUsage, true, new asn1js.BitString({ valueHex: Uint8Array.of(0xc0), unusedBits: 6 })), // digitalSignature, nonRepudiation
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: keyIdentifier(spki) })),
  ];
  if (caKeyId) {
    const aki = new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: caKeyId }) });
    extensions.push(extension(OID.authorityKeyIdentifier, false, aki));
  }
  if (opts.email) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: an rfc822Name is an IA5String
    if (!/^[\x00-\x7f]+$/.test(opts.email)) throw new Error('the signer e-mail must be ASCII');
    const san = new pkijs.AltName({ altNames: [new pkijs.GeneralName({ type: 1, value: opts.email })] });
    extensions.push(extension(OID.subjectAltName, false, san));
  }
  const certDer = buildCertificate({
    issuer: caSubject,
    subject: distinguishedName({ commonName }),
    notBefore: opts.notBefore,
    notAfter: opts.notAfter,
    spki,
    extensions,
    issuerKey: caKey,
  });
  return { certPem: derToPem(certDer), keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

/** One attribute per RDN (C, O, CN), in that order. pkijs would put every attribute of a new name into a
 *  single multi-valued RDN, so the name is encoded here and handed over as already encoded. */
function distinguishedName(n: { country?: string; organization?: string; commonName: string }): pkijs.RelativeDistinguishedNames {
  const typesAndValues: pkijs.AttributeTypeAndValue[] = [];
  if (n.country) {
    typesAndValues.push(
      new pkijs.AttributeTypeAndValue({ type: OID.countryName, value: new asn1js.PrintableString({ value: n.country }) }),
    );
  }
  if (n.organization) {
    typesAndValues.push(
      new pkijs.AttributeTypeAndValue({ type: OID.organizationName, value: new asn1js.Utf8String({ value: n.organization }) }),
    );
  }
  typesAndValues.push(
    new pkijs.AttributeTypeAndValue({ type: OID.commonName, value: new asn1js.Utf8String({ value: n.commonName }) }),
  );
  const encoded = new asn1js.Sequence({ value: typesAndValues.map((tv) => new asn1js.Set({ value: [tv.toSchema()] })) });
  return new pkijs.RelativeDistinguishedNames({ typesAndValues, valueBeforeDecode: encoded.toBER() });
}

const extension = (
  extnID: string,
  critical: boolean,
  value: { toSchema(): asn1js.BaseBlock } | asn1js.BaseBlock,
): pkijs.Extension =>
  new pkijs.Extension({ extnID, critical, extnValue: ('toSchema' in value ? value.toSchema() : value).toBER() });

const spkiOf = (publicKey: KeyObject): pkijs.PublicKeyInfo =>
  pkijs.PublicKeyInfo.fromBER(publicKey.export({ type: 'spki', format: 'der' }));

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits. */
const keyIdentifier = (spki: pkijs.PublicKeyInfo): Uint8Array =>
  new Uint8Array(createHash('sha1').update(spki.subjectPublicKey.valueBlock.valueHexView).digest());

/** A v3 certificate, signed with Node's crypto (synchronous, so issuing stays synchronous). */
function buildCertificate(c: {
  issuer: pkijs.RelativeDistinguishedNames;
  subject: pkijs.RelativeDistinguishedNames;
  notBefore: Date;
  notAfter: Date;
  spki: pkijs.PublicKeyInfo;
  extensions: pkijs.Extension[];
  issuerKey: KeyObject;
}): Uint8Array {
  if (c.issuerKey.asymmetricKeyType !== 'rsa') throw new Error('the issuing key must be an RSA key');
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40; // positive, 16 significant bytes
  const sigAlg = () =>
    new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256WithRSAEncryption, algorithmParams: new asn1js.Null() });
  const cert = new pkijs.Certificate({
    version: 2, // v3
    serialNumber: new asn1js.Integer({ valueHex: serial }),
    signature: sigAlg(),
    issuer: c.issuer,
    notBefore: derTime(c.notBefore),
    notAfter: derTime(c.notAfter),
    subject: c.subject,
    subjectPublicKeyInfo: c.spki,
    extensions: c.extensions,
    signatureAlgorithm: sigAlg(),
  });
  const tbs = new Uint8Array(cert.encodeTBS().toBER());
  cert.signatureValue = new asn1js.BitString({ valueHex: sign('sha256', tbs, c.issuerKey) });
  return new Uint8Array(cert.toSchema(true).toBER());
}
