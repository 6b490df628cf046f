import { addDays, todayInRome } from '@ham/contracts';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries from a route's own zod schema (through z.toJSONSchema), mixed with
 * hostile values at every level: what a careless user or an attacker would send.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

export const HUGE_TEXT = 'x'.repeat(100_000);

/** Dates a form or a script may send: real ones near today, and impossible or absurd ones. */
const BAD_DATES = [
  '0001-01-01',
  '2024-02-30',
  '2023-02-29',
  '9999-12-31',
  '1000-06-01',
  '2026-13-01',
  '2026-00-10',
];
const date = () => {
  const today = todayInRome();
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -400, max: 800 }).map((n) => addDays(today, n)) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_DATES) },
  );
};

/** Values that break naive code: nulls, huge and fractional numbers, huge and odd texts, wrong shapes. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    0,
    -1,
    1.5,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    '',
    ' ',
    HUGE_TEXT,
    '1e3',
    '0x10',
    ' 1',
    '-0',
    'NaN',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '😀'.repeat(50),
    true,
    [],
    [null],
    [1, 2, 3],
    {},
    { __proto__: { admin: true } },
    { constructor: { prototype: { admin: true } } },
    ...BAD_DATES,
  ),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Values of the schema's shape (mostly), each node replaced by a hostile value now and then. */
export function arbitraryOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema) return hostile;
  return fc.oneof({ weight: 7, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: hostile });
}

/** The JSON Schema of a zod schema as a client sends it (input side), or undefined for none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const sampleTexts = ['s', 'a', 'mul', 'dbl', 'sgl', 'hb', 'bb', 'IT', 'cena', 'FD', 'Rossi', 'Liceo Galilei'];

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, depth)));
  if (schema.allOf?.length) return shaped(Object.assign({}, ...schema.allOf), depth);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const types = [schema.type ?? 'any'].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      return string(schema);
    case 'integer':
    case 'number':
      return numeric(schema, types[0] === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 4, depth > 1 ? 2 : 4),
      });
    case 'object':
      return object(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function string(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$' || schema.format === 'date') return date();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 50, 300);
  const free = fc.string({ minLength, maxLength, unit: 'grapheme' });
  const options = [free, fc.constantFrom(...sampleTexts)];
  if (schema.maxLength !== undefined) options.push(fc.constant('y'.repeat(schema.maxLength + 1)));
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: free text and samples only.
    }
  }
  return fc.oneof(...options);
}

function numeric(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1e6);
  const max = Math.min(
    schema.maximum ?? 1e9,
    schema.exclusiveMaximum ?? Number.MAX_SAFE_INTEGER,
    2 ** 53 - 1,
  );
  const inRange = integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Small positive numbers are real ids of the demo data: requests that reach records.
  return fc.oneof(inRange, fc.integer({ min: 1, max: 40 }), fc.constantFrom(min - 1, max + 1, min, max));
}

function object(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const additional =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          schema.propertyNames ? (string(schema.propertyNames) as fc.Arbitrary<string>) : fc.string(),
          arbitraryOf(schema.additionalProperties, depth + 1),
          { maxKeys: 3 },
        )
      : fc.constant({});
  if (!names.length) return additional;
  const record = fc.record(
    Object.fromEntries(names.map((name) => [name, arbitraryOf(properties[name], depth + 1)])),
    // Required fields are usually there, optional ones sometimes; any may be missing now and then.
    { requiredKeys: [] },
  );
  const required = new Set(schema.required ?? []);
  const complete = fc
    .tuple(
      record,
      fc.record(
        Object.fromEntries([...required].map((name) => [name, shaped(properties[name] ?? {}, depth + 1)])),
      ),
    )
    .map(([partial, must]) => ({ ...must, ...partial }));
  return fc.oneof({ weight: 3, arbitrary: complete }, { weight: 1, arbitrary: record });
}
