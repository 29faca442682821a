/**
 * Reading the X.509 fields the e-signature code needs (RFC 5280) with `pkijs`, keeping the exact encoded
 * bytes of the issuer and subject, which CMS uses to name the signer's certificate. Signature checks,
 * issuer checks and public keys come from Node's `crypto.X509Certificate`.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { bytes, DerError, decode, readDer } from './asn1.ts';

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

/** The readable attributes of a name, in order; values in string types asn1js does not decode are left out. */
export function nameAttributes(name: pkijs.RelativeDistinguishedNames): NameAttribute[] {
  return name.typesAndValues.flatMap((tv) =>
    tv.value instanceof asn1js.BaseStringBlock ? [{ oid: tv.type, value: tv.value.getValue() }] : [],
  );
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

/** Decodes one DER certificate (no trailing bytes); `DerError` when it is not one. */
export function readCertificate(der: Uint8Array): pkijs.Certificate {
  const schema = readDer(der, { whole: true });
  return decode('certificate', () => new pkijs.Certificate({ schema }));
}

export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const cert = readCertificate(der);
  return decode('certificate', () => {
    let subjectKeyId: Uint8Array | null = null;
    const emails: string[] = [];
    for (const ext of cert.extensions ?? []) {
      const value = ext.parsedValue;
      if (ext.extnID === OID.subjectKeyIdentifier && value instanceof asn1js.OctetString) {
        subjectKeyId = value.valueBlock.valueHexView.slice();
      }
      if (ext.extnID === OID.subjectAltName && value instanceof pkijs.AltName) {
        for (const gn of value.altNames) if (gn.type === 1 && typeof gn.value === 'string') emails.push(gn.value);
      }
    }
    const subject = nameAttributes(cert.subject);
    for (const a of subject) if (a.oid === OID.emailAddress) emails.push(a.value);
    return {
      der,
      serial: cert.serialNumber.valueBlock.valueHexView.slice(),
      issuerRaw: bytes(cert.issuer.valueBeforeDecode).slice(),
      subjectRaw: bytes(cert.subject.valueBeforeDecode).slice(),
      issuer: nameAttributes(cert.issuer),
      subject,
      notBefore: cert.notBefore.value,
      notAfter: cert.notAfter.value,
      subjectKeyId,
      emails,
    };
  });
}
