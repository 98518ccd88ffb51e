import fc from 'fast-check';
import type { JsonSchema } from './openapi-samples.ts';

/**
 * Values that a careless handler trips on: wrong types, the extremes of numbers, strings that
 * are huge, empty, NUL-laden, in other scripts or shaped like SQL and paths, odd ids.
 */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    -2147483649,
    2 ** 53,
    1e308,
    -1e308,
    0.1,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '😀'.repeat(40),
    'Ọmọ́ Ẹ̀kọ́ 学校 مدرسة',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00%ff',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
    'x'.repeat(20_000),
    [],
    {},
    { $gt: '' },
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A query or path value: what a browser could put in a URL. */
export const nastyText: fc.Arbitrary<string> = nastyValue.map((v) =>
  typeof v === 'string' ? v.slice(0, 2000) : (JSON.stringify(v) ?? ''),
);

export type FuzzInput = {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
};

/** Keys of an object value, or none. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];

/**
 * Inputs around a valid one: the whole body replaced, one field made wrong or left out, a
 * field added; query and path values made wrong. `valid` holds the valid sample's parts.
 */
export function fuzzInputs(
  valid: FuzzInput,
  schema: JsonSchema | undefined,
): fc.Arbitrary<FuzzInput> {
  const fields = [...new Set([...keysOf(valid.body), ...Object.keys(schema?.properties ?? {})])];
  const withBody = (body: unknown): FuzzInput => ({ ...valid, body });
  const arbitraries: fc.Arbitrary<FuzzInput>[] = [
    nastyValue.map(withBody),
    fc
      .dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 3 })
      .map((extra) => withBody({ ...(valid.body as object), ...extra })),
  ];
  if (fields.length) {
    const field = fc.constantFrom(...fields);
    arbitraries.push(
      fc
        .tuple(field, nastyValue)
        .map(([name, value]) => withBody({ ...(valid.body as object), [name]: value })),
      field.map((name) => {
        const { [name]: _left, ...rest } = valid.body as Record<string, unknown>;
        return withBody(rest);
      }),
    );
  }
  const queryNames = Object.keys(valid.query);
  if (queryNames.length) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...queryNames), nastyText)
        .map(([name, value]) => ({ ...valid, query: { ...valid.query, [name]: value } })),
    );
  }
  const pathNames = Object.keys(valid.path);
  if (pathNames.length) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...pathNames), nastyText)
        .map(([name, value]) => ({ ...valid, path: { ...valid.path, [name]: value } })),
    );
  }
  return fc.oneof(...arbitraries);
}
