/**
 * CMS SignedData (RFC 5652) for detached PDF signatures, with `pkijs`: building one with signed attributes
 * (content-type, signing-time, message-digest, ESS signing-certificate-v2) and signing it through WebCrypto,
 * and reading one back to check it. The check stays synchronous (the PDF verification is), so the
 * signature over the signed attributes, as received, is verified with Node's crypto.
 */
import { createHash, createPrivateKey, verify as cryptoVerify, webcrypto, X509Certificate } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { bytes, bytesEqual, DerError, decode, derSorted, derTime, readDer } from './asn1.ts';
import { OID, type ParsedCertificate, parseCertificate, pemToDer, readCertificate } from './x509.ts';

const HASH_BY_OID: Record<string, string> = { [OID.sha256]: 'sha256', [OID.sha384]: 'sha384', [OID.sha512]: 'sha512' };

/** The detached SignedData (ContentInfo DER) over content whose SHA-256 is `digest`. */
export async function buildDetachedSignedData(opts: {
  digest: Uint8Array;
  signingTime: Date;
  signerCertPem: string;
  /** Further certificates to embed (the CA). */
  extraCertsPem: string[];
  signerKeyPem: string;
}): Promise<Uint8Array> {
  const signerDer = pemToDer(opts.signerCertPem);
  const signer = readCertificate(signerDer);
  const key = createPrivateKey(opts.signerKeyPem);
  if (!new X509Certificate(signerDer).checkPrivateKey(key)) throw new Error('the signer key does not match its certificate');
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`unsupported signer key type ${key.asymmetricKeyType}`);
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    key.export({ type: 'pkcs8', format: 'der' }),
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );

  const attribute = (type: string, value: asn1js.BaseBlock) => new pkijs.Attribute({ type, values: [value] });
  const certHash = new Uint8Array(createHash('sha256').update(signerDer).digest());
  // SigningCertificateV2 { certs SEQUENCE OF ESSCertIDv2 { certHash } } (hashAlgorithm defaults to SHA-256)
  const signingCertificate = new asn1js.Sequence({
    value: [new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash })] })] })],
  });
  const signedAttrs = new pkijs.SignedAndUnsignedAttributes({
    type: 0,
    attributes: derSorted([
      attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
      attribute(OID.signingTime, derTime(opts.signingTime).toSchema() as asn1js.BaseBlock),
      attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: opts.digest })),
      attribute(OID.signingCertificateV2, signingCertificate),
    ]),
  });
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }), // no eContent: detached
    certificates: [signer, ...opts.extraCertsPem.map((p) => readCertificate(pemToDer(p)))],
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: signer.issuer, serialNumber: signer.serialNumber }),
        signedAttrs,
      }),
    ],
  });
  await signedData.sign(privateKey, 0, 'SHA-256'); // pkijs's engine: globalThis.crypto (WebCrypto)
  const contentInfo = new pkijs.ContentInfo({ contentType: OID.signedData, content: signedData.toSchema(true) });
  return new Uint8Array(contentInfo.toSchema().toBER());
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
  const schema = readDer(cmsDer); // trailing bytes (the placeholder's zero padding) are ignored
  const { block, signedData } = decode('SignedData', () => {
    const contentInfo = new pkijs.ContentInfo({ schema });
    if (contentInfo.contentType !== OID.signedData) throw new DerError('not a SignedData');
    return { block: contentInfo.content as asn1js.AsnType, signedData: new pkijs.SignedData({ schema: contentInfo.content }) };
  });

  const certificates: EmbeddedCertificate[] = [];
  for (const der of embeddedCertificates(block)) {
    try {
      certificates.push({ parsed: parseCertificate(der), x509: new X509Certificate(der) });
    } catch {
      // An unreadable embedded certificate cannot be the signer's; skip it.
    }
  }

  const result = (signer: EmbeddedCertificate | null, signingTime: Date | null, problem: string | null): CmsCheck => ({
    certificates,
    signer,
    signingTime,
    intact: problem === null,
    problem,
  });
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) return result(null, null, 'no SignerInfo');
  const signer = findSigner(signerInfo.sid, certificates);
  const digestOid = signerInfo.digestAlgorithm.algorithmId;
  const sigAlgOid = signerInfo.signatureAlgorithm.algorithmId;
  const signature = signerInfo.signature.valueBlock.valueHexView;

  let signingTime: Date | null = null;
  let messageDigest: Uint8Array | null = null;
  let contentType: string | null = null;
  for (const attr of signerInfo.signedAttrs?.attributes ?? []) {
    const [value] = attr.values;
    if (attr.type === OID.signingTime && (value instanceof asn1js.UTCTime || value instanceof asn1js.GeneralizedTime)) {
      signingTime = value.toDate();
    }
    if (attr.type === OID.messageDigest && value instanceof asn1js.OctetString) messageDigest = value.valueBlock.valueHexView;
    if (attr.type === OID.contentType && value instanceof asn1js.ObjectIdentifier) contentType = value.getValue();
  }
  if (signingTime && Number.isNaN(signingTime.getTime())) signingTime = null;

  if (!signer) return result(null, signingTime, 'the signer certificate is not embedded');
  const hash = HASH_BY_OID[digestOid];
  if (!hash) return result(signer, signingTime, `unsupported digest algorithm ${digestOid}`);
  const digest = createHash(hash);
  for (const part of signedContent) digest.update(part);
  const actual = new Uint8Array(digest.digest());

  let verified: boolean;
  try {
    if (signerInfo.signedAttrs) {
      if (contentType !== OID.data) return result(signer, signingTime, 'content-type attribute missing or not id-data');
      if (!messageDigest || !bytesEqual(messageDigest, actual)) return result(signer, signingTime, 'message digest mismatch');
      // The signature covers the attributes as received, re-tagged as a SET (pkijs keeps them so).
      verified = verifySignature(sigAlgOid, hash, bytes(signerInfo.signedAttrs.encodedValue), signer.x509, signature);
    } else {
      verified = verifySignature(sigAlgOid, hash, Buffer.concat([...signedContent]), signer.x509, signature);
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

function findSigner(sid: pkijs.SignerInfo['sid'], certs: readonly EmbeddedCertificate[]): EmbeddedCertificate | null {
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    const issuer = bytes(sid.issuer.valueBeforeDecode);
    const serial = sid.serialNumber.valueBlock.valueHexView;
    return certs.find((c) => bytesEqual(c.parsed.issuerRaw, issuer) && bytesEqual(c.parsed.serial, serial)) ?? null;
  }
  // [0] SubjectKeyIdentifier, kept by pkijs as the raw (primitive) block.
  const keyId = (sid as asn1js.BaseBlock<asn1js.ValueBlock & { valueHexView?: Uint8Array }>)?.valueBlock?.valueHexView;
  if (!keyId) return null;
  return certs.find((c) => c.parsed.subjectKeyId && bytesEqual(c.parsed.subjectKeyId, keyId)) ?? null;
}

/** The certificates of the SignedData's CertificateSet, as the bytes received (X.509 ones only: attribute
 *  certificates and other formats are tagged, not SEQUENCEs). */
function embeddedCertificates(signedData: asn1js.AsnType): Uint8Array[] {
  if (!(signedData instanceof asn1js.Sequence)) return [];
  const set = signedData.valueBlock.value.find((f) => f.idBlock.tagClass === 3 && f.idBlock.tagNumber === 0);
  if (!(set instanceof asn1js.Constructed)) return [];
  return set.valueBlock.value.filter((c) => c instanceof asn1js.Sequence).map((c) => c.valueBeforeDecodeView.slice());
}
