import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  children,
  content,
  DerError,
  type DerNode,
  oid,
  readNode,
  readOid,
  readString,
  readTime,
  seq,
  setOf,
  smallInteger,
  time,
  tlv,
  unsignedInteger,
  utf8String,
} from './der.ts';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

describe('DER encoding and reading', () => {
  it('encodes the primitives the certificates and the CMS use', () => {
    expect(hex(oid('1.2.840.113549.1.7.2'))).toBe('06092a864886f70d010702');
    expect(hex(oid('2.16.840.1.101.3.4.2.1'))).toBe('0609608648016503040201');
    expect(hex(smallInteger(0))).toBe('020100');
    expect(hex(smallInteger(128))).toBe('02020080'); // a sign byte keeps it positive
    expect(hex(unsignedInteger(fromHex('0000ff')))).toBe('020200ff');
    expect(hex(time(new Date('2026-11-25T10:30:05Z')))).toBe(hex(tlv(0x17, new TextEncoder().encode('261125103005Z'))));
    expect(hex(time(new Date('2050-01-01T00:00:00Z')))).toBe(hex(tlv(0x18, new TextEncoder().encode('20500101000000Z'))));
    expect(hex(seq(new Uint8Array(200)).subarray(0, 3))).toBe('3081c8'); // long-form length
  });

  it('sorts SET OF elements by their encoding', () => {
    const a = smallInteger(2);
    const b = smallInteger(1);
    expect(hex(setOf(a, b))).toBe(`3106${hex(b)}${hex(a)}`);
  });

  it('reads back what it writes, with exact offsets', () => {
    const der = seq(oid('1.2.840.113549.1.9.5'), utf8String('محمد'), time(new Date('2030-02-03T04:05:06Z')));
    const node = readNode(der);
    expect(node.end).toBe(der.length);
    const [o, s, t] = children(node) as [DerNode, DerNode, DerNode];
    expect(readOid(o)).toBe('1.2.840.113549.1.9.5');
    expect(readString(s)).toBe('محمد');
    expect(readTime(t).toISOString()).toBe('2030-02-03T04:05:06.000Z');
    expect(hex(content(s))).toBe(Buffer.from('محمد').toString('hex'));
  });

  it('reads BER indefinite lengths on constructed elements', () => {
    const node = readNode(fromHex('3080020101020102000099'));
    expect(node.end).toBe(10);
    expect(children(node)).toHaveLength(2);
  });

  it('rejects truncated, oversized and malformed input with DerError', () => {
    for (const bad of ['', '30', '3005020101', '3084ffffffff', '308500000000010000', '1f0100', '0280', '3080020101', '0601']) {
      expect(() => {
        const n = readNode(fromHex(bad));
        if (n.tag & 0x20) children(n);
        if (n.tag === 0x06) readOid(n);
      }, bad).toThrow(DerError);
    }
    expect(() => readNode(fromHex('3080'.repeat(200)))).toThrow(/nesting too deep/);
  });

  it('throws nothing but DerError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          const walk = (n: DerNode): void => {
            if (n.tag & 0x20) for (const c of children(n)) walk(c);
          };
          walk(readNode(bytes));
        } catch (err) {
          expect(err).toBeInstanceOf(DerError);
        }
      }),
      { numRuns: 500, seed: 20 },
    );
  });
});
