/**
 * Reading the X.509 fields the e-signature code needs (RFC 5280), with the exact encoded bytes of the
 * issuer, subject and serial number, which CMS uses to name the signer's certificate.
 * Signature checks, issuer checks and public keys come from Node's `crypto.X509Certificate`.
 */
import {
  children,
  content,
  DerError,
  type DerNode,
  expectTag,
  raw,
  readNode,
  readOid,
  readString,
  readTime,
  TAG,
} from './der.ts';

export const OID = {
  commonName: '2.5.4.3',
  countryName: '2.5.4.6',
  organizationName: '2.5.4.10',
  emailAddress: '1.2.840.113549.1.9.1',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  subjectAltName: '2.5.29.17',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRSAEncryption: '1.2.840.113549.1.1.11',
  sha384WithRSAEncryption: '1.2.840.113549.1.1.12',
  sha512WithRSAEncryption: '1.2.840.113549.1.1.13',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  ecdsaWithSha384: '1.2.840.10045.4.3.3',
  ecdsaWithSha512: '1.2.840.10045.4.3.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

export interface NameAttribute {
  oid: string;
  value: string;
}

export interface ParsedCertificate {
  der: Uint8Array;
  /** Content octets of the serialNumber INTEGER. */
  serial: Uint8Array;
  issuerRaw: Uint8Array;
  subjectRaw: Uint8Array;
  issuer: NameAttribute[];
  subject: NameAttribute[];
  notBefore: Date;
  notAfter: Date;
  subjectKeyId: Uint8Array | null;
  /** rfc822Name entries of subjectAltName, then emailAddress attributes of the subject. */
  emails: string[];
}

export function pemToDer(pem: string, label = 'CERTIFICATE'): Uint8Array {
  const m = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`).exec(pem);
  if (!m?.[1]) throw new DerError(`no ${label} block`);
  return new Uint8Array(Buffer.from(m[1].replace(/\s+/g, ''), 'base64'));
}

export function derToPem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const b64 = Buffer.from(der).toString('base64');
  return `-----BEGIN ${label}-----\n${b64.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END ${label}-----\n`;
}

/** Every PEM certificate block of a string (a bundle may hold several). */
export function pemCertificates(pem: string): Uint8Array[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((b) => pemToDer(b));
}

export function parseName(node: DerNode): NameAttribute[] {
  const out: NameAttribute[] = [];
  for (const rdn of children(expectTag(node, TAG.SEQUENCE))) {
    for (const atv of children(expectTag(rdn, TAG.SET))) {
      const [type, value] = children(expectTag(atv, TAG.SEQUENCE));
      if (!value) throw new DerError('attribute without value');
      try {
        out.push({ oid: readOid(type), value: readString(value) });
      } catch {
        // An attribute in a string type we do not read: leave it out of the readable name.
      }
    }
  }
  return out;
}

export const nameValue = (name: readonly NameAttribute[], oid: string): string | null =>
  name.findLast((a) => a.oid === oid)?.value ?? null;

const SHORT: Record<string, string> = {
  [OID.commonName]: 'CN',
  [OID.countryName]: 'C',
  [OID.organizationName]: 'O',
  '2.5.4.11': 'OU',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  [OID.emailAddress]: 'E',
};

/** "CN=…, O=…, C=…" (most specific first). */
export const formatName = (name: readonly NameAttribute[]): string =>
  [...name]
    .reverse()
    .map((a) => `${SHORT[a.oid] ?? a.oid}=${a.value}`)
    .join(', ');

export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const cert = readNode(der);
  if (cert.end !== der.length) throw new DerError('trailing bytes after the certificate');
  const [tbs] = children(expectTag(cert, TAG.SEQUENCE));
  const fields = children(expectTag(tbs, TAG.SEQUENCE));
  let i = fields[0]?.tag === 0xa0 ? 1 : 0;
  const serialNode = expectTag(fields[i++], TAG.INTEGER);
  i++; // signature algorithm
  const issuerNode = expectTag(fields[i++], TAG.SEQUENCE);
  const validity = children(expectTag(fields[i++], TAG.SEQUENCE));
  const subjectNode = expectTag(fields[i++], TAG.SEQUENCE);
  i++; // subjectPublicKeyInfo
  const extensionsNode = fields.slice(i).find((f) => f.tag === 0xa3);

  let subjectKeyId: Uint8Array | null = null;
  const emails: string[] = [];
  if (extensionsNode) {
    const [list] = children(extensionsNode);
    for (const ext of children(expectTag(list, TAG.SEQUENCE))) {
      const parts = children(expectTag(ext, TAG.SEQUENCE));
      const id = readOid(parts[0]);
      const value = content(expectTag(parts[parts.length - 1], TAG.OCTET_STRING));
      if (id === OID.subjectKeyIdentifier) subjectKeyId = content(expectTag(readNode(value), TAG.OCTET_STRING));
      if (id === OID.subjectAltName) {
        for (const gn of children(expectTag(readNode(value), TAG.SEQUENCE))) {
          if (gn.tag === 0x81) emails.push(Buffer.from(content(gn)).toString('latin1'));
        }
      }
    }
  }
  const subject = parseName(subjectNode);
  for (const a of subject) if (a.oid === OID.emailAddress) emails.push(a.value);
  return {
    der,
    serial: content(serialNode),
    issuerRaw: raw(issuerNode),
    subjectRaw: raw(subjectNode),
    issuer: parseName(issuerNode),
    subject,
    notBefore: readTime(validity[0]),
    notAfter: readTime(validity[1]),
    subjectKeyId,
    emails,
  };
}
