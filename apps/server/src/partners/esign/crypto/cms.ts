/**
 * CMS SignedData (RFC 5652) for detached PDF signatures: building one with signed attributes
 * (content-type, signing-time, message-digest, ESS signing-certificate-v2), and reading one back to
 * check it. Signatures are made and checked with Node's crypto over the DER of the signed attributes.
 */
import { createHash, createPrivateKey, verify as cryptoVerify, type KeyObject, sign, X509Certificate } from 'node:crypto';
import {
  algorithm,
  bytesEqual,
  children,
  concat,
  content,
  DerError,
  type DerNode,
  expectTag,
  explicit,
  octets,
  oid,
  raw,
  readNode,
  readOid,
  readTime,
  seq,
  setOf,
  smallInteger,
  sortDer,
  TAG,
  time,
  tlv,
} from './der.ts';
import { OID, type ParsedCertificate, parseCertificate, pemToDer } from './x509.ts';

const HASH_BY_OID: Record<string, string> = { [OID.sha256]: 'sha256', [OID.sha384]: 'sha384', [OID.sha512]: 'sha512' };

/** The detached SignedData (ContentInfo DER) over content whose SHA-256 is `digest`. */
export function buildDetachedSignedData(opts: {
  digest: Uint8Array;
  signingTime: Date;
  signerCertPem: string;
  /** Further certificates to embed (the CA). */
  extraCertsPem: string[];
  signerKeyPem: string;
}): Uint8Array {
  const signerDer = pemToDer(opts.signerCertPem);
  const signer = parseCertificate(signerDer);
  const key = createPrivateKey(opts.signerKeyPem);
  if (!new X509Certificate(signerDer).checkPrivateKey(key)) throw new Error('the signer key does not match its certificate');
  const extra = opts.extraCertsPem.map((p) => pemToDer(p));

  const attribute = (type: string, value: Uint8Array) => seq(oid(type), setOf(value));
  const essCertIdV2 = seq(octets(new Uint8Array(createHash('sha256').update(signerDer).digest()))); // hashAlgorithm defaults to SHA-256
  const attributes = sortDer([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.signingTime, time(opts.signingTime)),
    attribute(OID.messageDigest, octets(opts.digest)),
    attribute(OID.signingCertificateV2, seq(seq(essCertIdV2))),
  ]);
  const signedAttrsForSignature = tlv(TAG.SET, ...attributes);
  const { signatureAlgorithm, signature } = signWith(key, signedAttrsForSignature);

  const sha256 = algorithm(OID.sha256);
  const signerInfo = seq(
    smallInteger(1),
    seq(signer.issuerRaw, tlv(TAG.INTEGER, signer.serial)), // issuerAndSerialNumber
    sha256,
    tlv(0xa0, ...attributes), // [0] IMPLICIT SET OF Attribute
    signatureAlgorithm,
    octets(signature),
  );
  const signedData = seq(
    smallInteger(1),
    setOf(sha256),
    seq(oid(OID.data)), // encapContentInfo without eContent: detached
    tlv(0xa0, signerDer, ...extra), // [0] IMPLICIT CertificateSet
    setOf(signerInfo),
  );
  return seq(oid(OID.signedData), explicit(0, signedData));
}

function signWith(key: KeyObject, data: Uint8Array): { signatureAlgorithm: Uint8Array; signature: Uint8Array } {
  if (key.asymmetricKeyType === 'rsa') {
    return { signatureAlgorithm: algorithm(OID.rsaEncryption), signature: new Uint8Array(sign('sha256', data, key)) };
  }
  if (key.asymmetricKeyType === 'ec') {
    return { signatureAlgorithm: algorithm(OID.ecdsaWithSha256, false), signature: new Uint8Array(sign('sha256', data, key)) };
  }
  throw new Error(`unsupported signer key type ${key.asymmetricKeyType}`);
}

export interface EmbeddedCertificate {
  parsed: ParsedCertificate;
  x509: X509Certificate;
}

export interface CmsCheck {
  certificates: EmbeddedCertificate[];
  signer: EmbeddedCertificate | null;
  signingTime: Date | null;
  /** messageDigest equals the digest of the content and the signature verifies with the signer's key. */
  intact: boolean;
  /** Why `intact` is false, for logs and tests. */
  problem: string | null;
}

/**
 * Reads a detached SignedData and checks its (first) SignerInfo against the signed content.
 * Throws `DerError` when the bytes are not a SignedData at all.
 */
export function checkDetachedSignedData(cmsDer: Uint8Array, signedContent: readonly Uint8Array[]): CmsCheck {
  const contentInfo = readNode(cmsDer); // trailing bytes (the placeholder's zero padding) are ignored
  const [type, wrapped] = children(expectTag(contentInfo, TAG.SEQUENCE));
  if (readOid(type) !== OID.signedData || !wrapped || wrapped.tag !== 0xa0) throw new DerError('not a SignedData');
  const fields = children(expectTag(children(wrapped)[0], TAG.SEQUENCE));
  const certSet = fields.find((f) => f.tag === 0xa0);
  const signerInfos = expectTag(fields[fields.length - 1], TAG.SET);

  const certificates: EmbeddedCertificate[] = [];
  for (const c of certSet ? children(certSet) : []) {
    if (c.tag !== TAG.SEQUENCE) continue; // other certificate formats (attribute certificates…)
    try {
      const der = new Uint8Array(raw(c));
      certificates.push({ parsed: parseCertificate(der), x509: new X509Certificate(der) });
    } catch {
      // An unreadable embedded certificate cannot be the signer's; skip it.
    }
  }

  const [signerInfo] = children(signerInfos);
  const result = (signer: EmbeddedCertificate | null, signingTime: Date | null, problem: string | null): CmsCheck => ({
    certificates,
    signer,
    signingTime,
    intact: problem === null,
    problem,
  });
  if (!signerInfo) return result(null, null, 'no SignerInfo');
  const parts = children(expectTag(signerInfo, TAG.SEQUENCE));
  const sid = parts[1];
  const signer = sid ? findSigner(sid, certificates) : null;
  const digestOid = readOid(children(expectTag(parts[2], TAG.SEQUENCE))[0]);
  let at = 3;
  const signedAttrs = parts[at]?.tag === 0xa0 ? parts[at++] : undefined;
  const sigAlgOid = readOid(children(expectTag(parts[at++], TAG.SEQUENCE))[0]);
  const signature = content(expectTag(parts[at], TAG.OCTET_STRING));

  let signingTime: Date | null = null;
  let messageDigest: Uint8Array | null = null;
  let contentType: string | null = null;
  if (signedAttrs) {
    for (const attr of children(signedAttrs)) {
      const [attrType, values] = children(expectTag(attr, TAG.SEQUENCE));
      const id = readOid(attrType);
      const [value] = children(expectTag(values, TAG.SET));
      if (id === OID.signingTime) signingTime = readTime(value);
      if (id === OID.messageDigest) messageDigest = content(expectTag(value, TAG.OCTET_STRING));
      if (id === OID.contentType) contentType = readOid(value);
    }
  }

  if (!signer) return result(null, signingTime, 'the signer certificate is not embedded');
  const hash = HASH_BY_OID[digestOid];
  if (!hash) return result(signer, signingTime, `unsupported digest algorithm ${digestOid}`);
  const digest = createHash(hash);
  for (const part of signedContent) digest.update(part);
  const actual = new Uint8Array(digest.digest());

  let verified: boolean;
  try {
    if (signedAttrs) {
      if (contentType !== OID.data) return result(signer, signingTime, 'content-type attribute missing or not id-data');
      if (!messageDigest || !bytesEqual(messageDigest, actual)) return result(signer, signingTime, 'message digest mismatch');
      // The signature covers the attributes encoded as a SET (tag 0x31), not as the [0] IMPLICIT field.
      const signedBytes = concat([Uint8Array.of(TAG.SET), raw(signedAttrs).subarray(1)]);
      verified = verifySignature(sigAlgOid, hash, signedBytes, signer.x509, signature);
    } else {
      verified = verifySignature(sigAlgOid, hash, concat([...signedContent]), signer.x509, signature);
    }
  } catch {
    verified = false;
  }
  return result(signer, signingTime, verified ? null : 'the signature does not verify with the certificate key');
}

function verifySignature(
  sigAlgOid: string,
  hash: string,
  data: Uint8Array,
  cert: X509Certificate,
  signature: Uint8Array,
): boolean {
  const keyType = cert.publicKey.asymmetricKeyType;
  const rsa: Record<string, string> = {
    [OID.rsaEncryption]: hash,
    [OID.sha256WithRSAEncryption]: 'sha256',
    [OID.sha384WithRSAEncryption]: 'sha384',
    [OID.sha512WithRSAEncryption]: 'sha512',
  };
  const ec: Record<string, string> = {
    [OID.ecdsaWithSha256]: 'sha256',
    [OID.ecdsaWithSha384]: 'sha384',
    [OID.ecdsaWithSha512]: 'sha512',
  };
  const alg = keyType === 'rsa' ? rsa[sigAlgOid] : keyType === 'ec' ? ec[sigAlgOid] : undefined;
  if (!alg) return false;
  return cryptoVerify(alg, data, cert.publicKey, signature);
}

function findSigner(sid: DerNode, certs: readonly EmbeddedCertificate[]): EmbeddedCertificate | null {
  if (sid.tag === TAG.SEQUENCE) {
    const [issuer, serial] = children(sid);
    if (!issuer || !serial) return null;
    const serialBytes = content(expectTag(serial, TAG.INTEGER));
    return certs.find((c) => bytesEqual(c.parsed.issuerRaw, raw(issuer)) && bytesEqual(c.parsed.serial, serialBytes)) ?? null;
  }
  if (sid.tag === 0x80) {
    const keyId = content(sid);
    return certs.find((c) => c.parsed.subjectKeyId && bytesEqual(c.parsed.subjectKeyId, keyId)) ?? null;
  }
  return null;
}
