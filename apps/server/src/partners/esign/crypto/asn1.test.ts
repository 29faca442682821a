import * as asn1js from 'asn1js';
import fc from 'fast-check';
import * as pkijs from 'pkijs';
import { describe, expect, it } from 'vitest';
import { DerError, decode, derSorted, derTime, readDer } from './asn1.ts';
import { checkDetachedSignedData } from './cms.ts';
import { readCertificate } from './x509.ts';

// What der.test.ts checked of the hand-written DER, checked of asn1js/pkijs as this code uses them (decision 092).
const hex = (b: ArrayBuffer | Uint8Array) => Buffer.from(b instanceof Uint8Array ? b : new Uint8Array(b)).toString('hex');
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));
const ber = (block: { toBER(): ArrayBuffer }) => hex(block.toBER());

describe('DER encoding and reading through asn1js', () => {
  it('encodes the primitives the certificates and the CMS use', () => {
    expect(ber(new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.7.2' }))).toBe('06092a864886f70d010702');
    expect(ber(new asn1js.ObjectIdentifier({ value: '2.16.840.1.101.3.4.2.1' }))).toBe('0609608648016503040201');
    expect(ber(new asn1js.Integer({ value: 0 }))).toBe('020100');
    expect(ber(asn1js.Integer.fromBigInt(128n))).toBe('02020080'); // a sign byte keeps it positive
    expect(ber(derTime(new Date('2026-11-25T10:30:05.789Z')).toSchema() as asn1js.BaseBlock)).toBe(
      `170d${hex(new TextEncoder().encode('261125103005Z'))}`,
    );
    expect(ber(derTime(new Date('2050-01-01T00:00:00.250Z')).toSchema() as asn1js.BaseBlock)).toBe(
      `180f${hex(new TextEncoder().encode('20500101000000Z'))}`, // GeneralizedTime from 2050, whole seconds
    );
    expect(ber(derTime(new Date('1949-12-31T23:59:59Z')).toSchema() as asn1js.BaseBlock).slice(0, 2)).toBe('18');
    expect(ber(new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: new Uint8Array(198) })] })).slice(0, 6)).toBe(
      '3081c9', // long-form length
    );
  });

  it('sorts SET OF elements by their encoding', () => {
    const a = new asn1js.Integer({ value: 2 });
    const b = new asn1js.Integer({ value: 1 });
    const c = asn1js.Integer.fromBigInt(256n);
    const sorted = derSorted([a, c, b].map((v) => ({ toSchema: () => v })));
    expect(sorted.map((s) => ber(s.toSchema()))).toEqual(['020101', '020102', '02020100']);
  });

  it('reads back what it writes, with the exact bytes of each element', () => {
    const parts = [
      new asn1js.ObjectIdentifier({ value: '1.2.840.113549.1.9.5' }),
      new asn1js.Utf8String({ value: 'محمد' }),
      derTime(new Date('2030-02-03T04:05:06Z')).toSchema() as asn1js.BaseBlock,
    ];
    const der = new Uint8Array(new asn1js.Sequence({ value: parts }).toBER());
    const node = readDer(der, { whole: true });
    expect(node.valueBeforeDecodeView.length).toBe(der.length);
    const [o, s, t] = (node as asn1js.Sequence).valueBlock.value as [asn1js.ObjectIdentifier, asn1js.Utf8String, asn1js.UTCTime];
    expect(o.getValue()).toBe('1.2.840.113549.1.9.5');
    expect(s.getValue()).toBe('محمد');
    expect(t.toDate().toISOString()).toBe('2030-02-03T04:05:06.000Z');
    expect(hex(s.valueBlock.valueHexView)).toBe(Buffer.from('محمد').toString('hex'));
    expect(hex(s.valueBeforeDecodeView)).toBe(hex(parts[1]?.toBER() ?? new ArrayBuffer(0)));
  });

  it('reads BER indefinite lengths on constructed elements', () => {
    const node = readDer(fromHex('3080020101020102000099')); // a trailing byte is left alone
    expect(node.valueBeforeDecodeView.length).toBe(10);
    expect((node as asn1js.Sequence).valueBlock.value).toHaveLength(2);
    expect(() => readDer(fromHex('3080020101020102000099'), { whole: true })).toThrow(DerError);
  });

  it('rejects truncated, oversized and malformed input with DerError', () => {
    for (const bad of ['', '30', '3005020101', '3084ffffffff', '308500000000010000', '0280', '3080020101', '0601']) {
      expect(() => readDer(fromHex(bad)), bad).toThrow(DerError);
    }
    expect(() => readDer(fromHex('3080'.repeat(200)))).toThrow(/nesting depth/);
    // asn1js reads the high-tag-number form (X.690 allows it); what is read is then not a certificate.
    expect(() => readCertificate(fromHex('1f0100'))).toThrow(DerError);
  });

  it('throws nothing but DerError on random bytes, down to the certificate and CMS decoders', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        for (const attempt of [
          () => readDer(bytes),
          () => readCertificate(bytes),
          () => checkDetachedSignedData(bytes, [bytes]),
          () => decode('ContentInfo', () => new pkijs.ContentInfo({ schema: readDer(bytes) })),
        ]) {
          try {
            attempt();
          } catch (err) {
            expect(err).toBeInstanceOf(DerError);
          }
        }
      }),
      { numRuns: 500, seed: 20 },
    );
  });
});
