/**
 * The little glue between untrusted bytes and `asn1js`/`pkijs` (decision 092): reading one element with
 * every failure turned into `DerError`, the time encoding RFC 5280/5652 ask for, and DER's order for the
 * elements of a SET OF. All encoding and decoding itself is done by the libraries.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

export class DerError extends Error {}

const MAX_DEPTH = 64;

/**
 * Reads the BER/DER element at the start of `bytes`. Trailing bytes are an error when `whole` is set (a
 * certificate), and ignored otherwise (a CMS in a zero-padded PDF placeholder). Malformed input, whatever
 * the library reports or throws (a stack overflow on absurd nesting included), becomes `DerError`.
 */
export function readDer(bytes: Uint8Array, opts: { whole?: boolean } = {}): asn1js.AsnType {
  let parsed: asn1js.FromBerResult;
  try {
    // parseEmbedded: false — pkijs decodes what it needs inside OCTET/BIT STRINGs itself; guessing at every one
    // of them (keys, signatures, hashes) roughly doubled the reading time.
    parsed = asn1js.fromBER(bytes, { maxDepth: MAX_DEPTH, parseEmbedded: false });
  } catch (err) {
    throw new DerError(`unreadable DER: ${(err as Error).message}`);
  }
  if (parsed.offset === -1 || parsed.result.error) throw new DerError(`unreadable DER: ${parsed.result.error || 'error'}`);
  if (opts.whole && parsed.offset !== bytes.length) throw new DerError('trailing bytes after the element');
  return parsed.result;
}

/** Runs a library decoder on parsed input; its schema errors become `DerError`. */
export function decode<T>(what: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof DerError) throw err;
    throw new DerError(`not a ${what}: ${(err as Error).message}`);
  }
}

/** RFC 5280 §4.1.2.5 and RFC 5652 §11.3: UTCTime from 1950 through 2049, GeneralizedTime otherwise; whole
 *  seconds (a GeneralizedTime in DER has no fraction here). */
export function derTime(d: Date): pkijs.Time {
  const value = new Date(Math.floor(d.getTime() / 1000) * 1000);
  const y = value.getUTCFullYear();
  return new pkijs.Time({ type: y >= 1950 && y < 2050 ? 0 : 1, value });
}

/** DER orders the elements of a SET OF by their encodings (X.690 §11.6); asn1js writes them as given. */
export function derSorted<T extends { toSchema(): { toBER(): ArrayBuffer } }>(items: readonly T[]): T[] {
  const keyed = items.map((item) => ({ item, der: Buffer.from(item.toSchema().toBER()) }));
  return keyed.sort((a, b) => Buffer.compare(a.der, b.der)).map((k) => k.item);
}

export const bytes = (b: ArrayBuffer | ArrayBufferView): Uint8Array =>
  b instanceof ArrayBuffer ? new Uint8Array(b) : new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

export const bytesEqual = (a: Uint8Array, b: Uint8Array): boolean => Buffer.compare(a, b) === 0;
