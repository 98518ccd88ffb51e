import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, entryCycle, readSources } from './module-boundaries.ts';

const sources = readSources(fileURLToPath(new URL('.', import.meta.url)));

describe('module boundaries', () => {
  it('reads the whole source tree', () => {
    expect(sources.length).toBeGreaterThan(200);
    expect(
      sources.some((s) => s.file === 'modules/payments/checkout/confirmation.service.ts'),
    ).toBe(true);
  });

  it('has no import across a module surface, from the platform into a module, or up with ../', () => {
    const found = boundaryViolations(sources).map((v) => `${v.file}: '${v.import}' (${v.rule})`);
    expect(found).toEqual([]);
  });

  it('has no cycle among modules through their entry files', () => {
    expect(entryCycle(sources)).toBeNull();
  });
});

describe('the rules themselves', () => {
  it('refuse another module’s service, and allow its tables and entry file', () => {
    const found = boundaryViolations([
      {
        file: 'modules/admissions/x.service.ts',
        imports: [
          '@/modules/payments/confirmation.service.ts',
          '@/modules/payments/payments.tables.ts',
          '@/modules/payments/payments.queries.ts',
          './own-helper.ts',
          'drizzle-orm',
        ],
      },
    ]);
    expect(found.map((v) => v.import)).toEqual(['@/modules/payments/confirmation.service.ts']);
  });

  it('refuse any module import from the platform, tables included, and ../ anywhere', () => {
    const found = boundaryViolations([
      { file: 'platform/auth/x.ts', imports: ['@/modules/identity/identity.tables.ts'] },
      { file: 'modules/identity/y.ts', imports: ['../schools/schools.tables.ts'] },
    ]);
    expect(found.map((v) => v.rule)).toEqual([
      'the platform imports no module',
      "use the '@/' alias, not '../'",
    ]);
  });

  it('find a cycle through entry files', () => {
    expect(
      entryCycle([
        { file: 'modules/a/a.service.ts', imports: ['@/modules/b/b.queries.ts'] },
        { file: 'modules/b/b.queries.ts', imports: ['@/modules/a/a.queries.ts'] },
      ]),
    ).toEqual(['a', 'b', 'a']);
  });
});
