/**
 * Checks the signatures of a PDF (decision 020). Each signature dictionary is found by its /ByteRange;
 * the excluded gap must be exactly the /Contents hex string holding a detached CMS SignedData. For each
 * one: the digest and the CMS signature (intact), the certificate chain up to a trusted root, the dates,
 * and whether the signed ranges are a whole revision of the file (from byte 0 to an %%EOF).
 * Bytes after the last signed revision mean the document changed after it was signed.
 * Hostile input never throws: whatever cannot be read is reported as not valid.
 */
import { X509Certificate } from 'node:crypto';
import { checkDetachedSignedData, type EmbeddedCertificate } from './cms.ts';
import { formatName, nameValue, OID, parseCertificate, pemCertificates } from './x509.ts';

export interface SignatureReport {
  signerName: string;
  signerEmail: string | null;
  signingTime: string | null;
  issuer: string;
  notBefore: string;
  notAfter: string;
  /** digest of the ByteRange equals messageDigest AND the CMS signature verifies with the cert's key */
  intact: boolean;
  /** cert issued (verified) by one of the trusted roots */
  chainValid: boolean;
  /** signingTime (or now if absent) within notBefore..notAfter, and the CA valid then */
  datesValid: boolean;
  coversWholeDocumentAtThatRevision: boolean;
}

export interface VerificationReport {
  signatures: SignatureReport[];
  /** bytes appended/changed after the last signed revision */
  modifiedAfterLastSignature: boolean;
  /** ≥1 signature and all intact, chainValid, datesValid, covering a whole revision, not modified */
  valid: boolean;
}

const NOTHING: VerificationReport = { signatures: [], modifiedAfterLastSignature: false, valid: false };
const MAX_SIGNATURES = 100;
const MAX_CHAIN = 6;

export function verifyPdf(opts: { pdf: Uint8Array; trustedRootsPem: string[]; now?: Date }): VerificationReport {
  try {
    return verify(opts.pdf, trustedRoots(opts.trustedRootsPem), opts.now ?? new Date());
  } catch {
    return NOTHING;
  }
}

interface Root {
  x509: X509Certificate;
  notBefore: Date;
  notAfter: Date;
}

function trustedRoots(pems: string[]): Root[] {
  const roots: Root[] = [];
  for (const der of pems.flatMap((p) => {
    try {
      return pemCertificates(p);
    } catch {
      return [];
    }
  })) {
    try {
      const parsed = parseCertificate(der);
      roots.push({ x509: new X509Certificate(der), notBefore: parsed.notBefore, notAfter: parsed.notAfter });
    } catch {
      // not a certificate: it cannot be trusted
    }
  }
  return roots;
}

interface Found {
  range: [number, number, number, number];
  end: number;
  report: SignatureReport;
}

function verify(pdf: Uint8Array, roots: Root[], now: Date): VerificationReport {
  if (!(pdf instanceof Uint8Array) || pdf.length < 8) return NOTHING;
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  if (!text.slice(0, 1024).includes('%PDF-')) return NOTHING;

  const seen = new Set<string>();
  const found: Found[] = [];
  for (const m of text.matchAll(/\/ByteRange\s*\[\s*(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s*\]/g)) {
    const range = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as [number, number, number, number];
    const key = range.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    const [a, b, c, d] = range;
    // The gap between the two ranges must be the /Contents hex string, and both ranges inside the file.
    if (a + b >= c || c + d > pdf.length) continue;
    const gap = text.slice(a + b, c);
    if (!/^<[0-9A-Fa-f]*>$/.test(gap)) continue;
    if (found.length >= MAX_SIGNATURES) break;
    found.push({ range, end: c + d, report: checkOne(pdf, text, range, gap.slice(1, -1), roots, now) });
  }
  if (found.length === 0) return NOTHING;

  found.sort((x, y) => x.end - y.end);
  const lastEnd = found[found.length - 1]?.end ?? 0;
  const modifiedAfterLastSignature = !/^[\s\0]*$/.test(text.slice(lastEnd));
  const signatures = found.map((f) => f.report);
  const valid =
    !modifiedAfterLastSignature &&
    signatures.every((s) => s.intact && s.chainValid && s.datesValid && s.coversWholeDocumentAtThatRevision);
  return { signatures, modifiedAfterLastSignature, valid };
}

function checkOne(
  pdf: Uint8Array,
  text: string,
  [a, b, c, d]: [number, number, number, number],
  hex: string,
  roots: Root[],
  now: Date,
): SignatureReport {
  const coversWholeDocumentAtThatRevision = a === 0 && /%%EOF[\r\n]*$/.test(text.slice(Math.max(0, c + d - 16), c + d));
  const broken: SignatureReport = {
    signerName: '',
    signerEmail: null,
    signingTime: null,
    issuer: '',
    notBefore: '',
    notAfter: '',
    intact: false,
    chainValid: false,
    datesValid: false,
    coversWholeDocumentAtThatRevision,
  };
  let cms: ReturnType<typeof checkDetachedSignedData>;
  try {
    const der = new Uint8Array(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
    cms = checkDetachedSignedData(der, [pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  } catch {
    return broken;
  }
  const signer = cms.signer;
  if (!signer) return { ...broken, signingTime: cms.signingTime?.toISOString() ?? null };

  const at = cms.signingTime ?? now;
  const chain = buildChain(signer, cms.certificates, roots);
  const path: { notBefore: Date; notAfter: Date }[] = [signer.parsed, ...(chain?.path ?? [])];
  if (!chain) {
    // Not trusted, but still judge the dates of the issuer the file carries, when there is one.
    const issuer = cms.certificates.find((c) => c !== signer && issuedBy(signer.x509, c.x509));
    if (issuer) path.push(issuer.parsed);
  }
  const within = (cert: { notBefore: Date; notAfter: Date }) =>
    cert.notBefore.getTime() <= at.getTime() && at.getTime() <= cert.notAfter.getTime();

  const subject = signer.parsed.subject;
  return {
    signerName: nameValue(subject, OID.commonName) ?? formatName(subject),
    signerEmail: signer.parsed.emails[0] ?? null,
    signingTime: cms.signingTime?.toISOString() ?? null,
    issuer: nameValue(signer.parsed.issuer, OID.commonName) ?? formatName(signer.parsed.issuer),
    notBefore: signer.parsed.notBefore.toISOString(),
    notAfter: signer.parsed.notAfter.toISOString(),
    intact: cms.intact,
    chainValid: chain !== null,
    datesValid: path.every(within),
    coversWholeDocumentAtThatRevision,
  };
}

function issuedBy(cert: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return cert.checkIssued(issuer) && cert.verify(issuer.publicKey);
  } catch {
    return false;
  }
}

/** The certificates from the signer's issuer up to a trusted root (intermediates from the CMS), or null. */
function buildChain(
  signer: EmbeddedCertificate,
  embedded: EmbeddedCertificate[],
  roots: Root[],
): { path: { notBefore: Date; notAfter: Date }[] } | null {
  const path: { notBefore: Date; notAfter: Date }[] = [];
  let current = signer.x509;
  for (let depth = 0; depth < MAX_CHAIN; depth++) {
    const root = roots.find((r) => issuedBy(current, r.x509) || (depth === 0 && current.raw.equals(r.x509.raw)));
    if (root) {
      if (!current.raw.equals(root.x509.raw)) path.push(root);
      return { path };
    }
    const next = embedded.find((c) => c.x509 !== current && c.x509.ca && issuedBy(current, c.x509));
    if (!next) return null;
    path.push(next.parsed);
    current = next.x509;
  }
  return null;
}
