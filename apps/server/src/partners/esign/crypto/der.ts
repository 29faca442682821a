/**
 * A small DER encoder and a bounds-checked DER/BER reader: enough ASN.1 for X.509 certificates and CMS
 * SignedData (RFC 5280, RFC 5652). The reader keeps byte offsets, so the exact encoded bytes of an element
 * (signed attributes, issuer names, certificates) can be hashed or compared as they were received.
 * Every malformed input throws `DerError`; callers that handle untrusted bytes catch it.
 */

export class DerError extends Error {}

// Universal tags (with the constructed bit where the type is always constructed).
export const TAG = {
  BOOLEAN: 0x01,
  INTEGER: 0x02,
  BIT_STRING: 0x03,
  OCTET_STRING: 0x04,
  NULL: 0x05,
  OID: 0x06,
  UTF8_STRING: 0x0c,
  PRINTABLE_STRING: 0x13,
  T61_STRING: 0x14,
  IA5_STRING: 0x16,
  UTC_TIME: 0x17,
  GENERALIZED_TIME: 0x18,
  UNIVERSAL_STRING: 0x1c,
  BMP_STRING: 0x1e,
  SEQUENCE: 0x30,
  SET: 0x31,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Encoding
// ---------------------------------------------------------------------------------------------------------

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const encodeLength = (n: number): Uint8Array => {
  if (n < 0x80) return Uint8Array.of(n);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
};

export const tlv = (tag: number, ...content: Uint8Array[]): Uint8Array => {
  const body = concat(content);
  return concat([Uint8Array.of(tag), encodeLength(body.length), body]);
};

export const seq = (...items: Uint8Array[]): Uint8Array => tlv(TAG.SEQUENCE, ...items);

/** SET OF: DER requires the encodings in ascending order. */
export const setOf = (...items: Uint8Array[]): Uint8Array => tlv(TAG.SET, ...sortDer(items));

export const sortDer = (items: readonly Uint8Array[]): Uint8Array[] =>
  [...items].sort((a, b) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = (a[i] ?? 0) - (b[i] ?? 0);
      if (d !== 0) return d;
    }
    return a.length - b.length;
  });

/** [n] EXPLICIT: a constructed context-specific wrapper. */
export const explicit = (n: number, ...content: Uint8Array[]): Uint8Array => tlv(0xa0 | n, ...content);

export const nul = (): Uint8Array => Uint8Array.of(TAG.NULL, 0);
export const bool = (v: boolean): Uint8Array => Uint8Array.of(TAG.BOOLEAN, 1, v ? 0xff : 0);
export const octets = (bytes: Uint8Array): Uint8Array => tlv(TAG.OCTET_STRING, bytes);
export const bitString = (bytes: Uint8Array, unusedBits = 0): Uint8Array => tlv(TAG.BIT_STRING, Uint8Array.of(unusedBits), bytes);
export const utf8String = (s: string): Uint8Array => tlv(TAG.UTF8_STRING, new TextEncoder().encode(s));
export const printableString = (s: string): Uint8Array => tlv(TAG.PRINTABLE_STRING, ascii(s));
export const ia5String = (s: string): Uint8Array => tlv(TAG.IA5_STRING, ascii(s));

const ascii = (s: string): Uint8Array => {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is about control characters
  if (!/^[\x00-\x7f]*$/.test(s)) throw new DerError('not an ASCII string');
  return new TextEncoder().encode(s);
};

/** A non-negative INTEGER from its big-endian magnitude (leading zeros trimmed, sign byte added). */
export const unsignedInteger = (magnitude: Uint8Array): Uint8Array => {
  let i = 0;
  while (i < magnitude.length - 1 && magnitude[i] === 0) i++;
  const trimmed = magnitude.subarray(i);
  const body = (trimmed[0] ?? 0) & 0x80 ? concat([Uint8Array.of(0), trimmed]) : trimmed;
  return tlv(TAG.INTEGER, body.length === 0 ? Uint8Array.of(0) : body);
};

export const smallInteger = (n: number): Uint8Array => {
  if (!Number.isInteger(n) || n < 0 || n > 0x7fffffff) throw new DerError('integer out of range');
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return unsignedInteger(Uint8Array.from(bytes.length ? bytes : [0]));
};

export const oid = (dotted: string): Uint8Array => {
  const arcs = dotted.split('.').map((a) => {
    if (!/^\d+$/.test(a)) throw new DerError(`bad OID ${dotted}`);
    return BigInt(a);
  });
  const [first, second, ...rest] = arcs;
  if (first === undefined || second === undefined) throw new DerError(`bad OID ${dotted}`);
  const out: number[] = [];
  for (const arc of [first * 40n + second, ...rest]) {
    const chunk: number[] = [Number(arc & 0x7fn)];
    for (let v = arc >> 7n; v > 0n; v >>= 7n) chunk.unshift(Number(v & 0x7fn) | 0x80);
    out.push(...chunk);
  }
  return tlv(TAG.OID, Uint8Array.from(out));
};

const two = (n: number) => String(n).padStart(2, '0');

/** RFC 5280 §4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050; always UTC, whole seconds. */
export const time = (d: Date): Uint8Array => {
  const y = d.getUTCFullYear();
  const rest = `${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}Z`;
  if (y >= 1950 && y < 2050) return tlv(TAG.UTC_TIME, ascii(`${two(y % 100)}${rest}`));
  return tlv(TAG.GENERALIZED_TIME, ascii(`${String(y).padStart(4, '0')}${rest}`));
};

export const algorithm = (dotted: string, withNullParams = true): Uint8Array =>
  withNullParams ? seq(oid(dotted), nul()) : seq(oid(dotted));

// ---------------------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------------------

export interface DerNode {
  /** Identifier octet (class, constructed bit and tag number below 31). */
  readonly tag: number;
  /** The whole buffer the node was read from. */
  readonly buf: Uint8Array;
  readonly start: number;
  readonly contentStart: number;
  readonly contentEnd: number;
  /** End of the element (after the end-of-contents octets for an indefinite length). */
  readonly end: number;
}

const MAX_DEPTH = 64;

/** Reads one element at `offset`, not past `limit`. Accepts BER indefinite lengths on constructed types. */
export function readNode(buf: Uint8Array, offset = 0, limit = buf.length, depth = 0): DerNode {
  if (depth > MAX_DEPTH) throw new DerError('nesting too deep');
  if (offset + 2 > limit) throw new DerError('truncated element');
  const tag = buf[offset] as number;
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag numbers are not supported');
  const first = buf[offset + 1] as number;
  let at = offset + 2;
  if (first === 0x80) {
    if (!(tag & 0x20)) throw new DerError('indefinite length on a primitive element');
    let child = at;
    for (;;) {
      if (child + 2 > limit) throw new DerError('missing end-of-contents');
      if (buf[child] === 0 && buf[child + 1] === 0) break;
      child = readNode(buf, child, limit, depth + 1).end;
    }
    return { tag, buf, start: offset, contentStart: at, contentEnd: child, end: child + 2 };
  }
  let length = first;
  if (first & 0x80) {
    const count = first & 0x7f;
    if (count > 4) throw new DerError('length too large');
    if (at + count > limit) throw new DerError('truncated length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (buf[at + i] as number);
    at += count;
  }
  if (at + length > limit) throw new DerError('element runs past its container');
  return { tag, buf, start: offset, contentStart: at, contentEnd: at + length, end: at + length };
}

export function children(node: DerNode, depth = 0): DerNode[] {
  if (!(node.tag & 0x20)) throw new DerError('not a constructed element');
  const out: DerNode[] = [];
  for (let at = node.contentStart; at < node.contentEnd; ) {
    const child = readNode(node.buf, at, node.contentEnd, depth + 1);
    out.push(child);
    at = child.end;
  }
  return out;
}

export const content = (n: DerNode): Uint8Array => n.buf.subarray(n.contentStart, n.contentEnd);
export const raw = (n: DerNode): Uint8Array => n.buf.subarray(n.start, n.end);

export function expectTag(n: DerNode | undefined, tag: number): DerNode {
  if (!n || n.tag !== tag) throw new DerError(`expected tag 0x${tag.toString(16)}`);
  return n;
}

export function readOid(n: DerNode | undefined): string {
  const bytes = content(expectTag(n, TAG.OID));
  if (bytes.length === 0) throw new DerError('empty OID');
  const arcs: bigint[] = [];
  let v = 0n;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    v = (v << 7n) | BigInt(b & 0x7f);
    if (!(b & 0x80)) {
      arcs.push(v);
      v = 0n;
    } else if (i === bytes.length - 1) throw new DerError('truncated OID');
  }
  const [head, ...rest] = arcs;
  if (head === undefined) throw new DerError('empty OID');
  const first = head < 80n ? head / 40n : 2n;
  return [first, head - first * 40n, ...rest].join('.');
}

export function readTime(n: DerNode | undefined): Date {
  if (!n || (n.tag !== TAG.UTC_TIME && n.tag !== TAG.GENERALIZED_TIME)) throw new DerError('expected a time');
  const s = Buffer.from(content(n)).toString('latin1');
  const m =
    n.tag === TAG.UTC_TIME
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?Z$/.exec(s)
      : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.\d+)?Z$/.exec(s);
  if (!m) throw new DerError('unsupported time format');
  let year = Number(m[1]);
  if (n.tag === TAG.UTC_TIME) year += year < 50 ? 2000 : 1900;
  const d = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)));
  if (Number.isNaN(d.getTime())) throw new DerError('invalid time');
  return d;
}

/** The text of a DirectoryString or IA5String. */
export function readString(n: DerNode): string {
  const bytes = content(n);
  switch (n.tag) {
    case TAG.UTF8_STRING:
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    case TAG.PRINTABLE_STRING:
    case TAG.IA5_STRING:
    case TAG.T61_STRING:
      return Buffer.from(bytes).toString('latin1');
    case TAG.BMP_STRING: {
      if (bytes.length % 2) throw new DerError('bad BMPString');
      const swapped = Buffer.from(bytes);
      swapped.swap16();
      return swapped.toString('utf16le');
    }
    case TAG.UNIVERSAL_STRING: {
      if (bytes.length % 4) throw new DerError('bad UniversalString');
      let s = '';
      for (let i = 0; i < bytes.length; i += 4) {
        const cp =
          (((bytes[i] as number) << 24) |
            ((bytes[i + 1] as number) << 16) |
            ((bytes[i + 2] as number) << 8) |
            (bytes[i + 3] as number)) >>>
          0;
        if (cp > 0x10ffff) throw new DerError('bad code point');
        s += String.fromCodePoint(cp);
      }
      return s;
    }
    default:
      throw new DerError('not a string type');
  }
}

export const bytesEqual = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

export { concat };
