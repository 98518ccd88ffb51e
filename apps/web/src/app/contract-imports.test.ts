import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('imports of the contracts in the web app', () => {
  it('take values from an area entry point, never the whole package', () => {
    // The root re-exports every schema; a value import from it would put all of them into the
    // page that imports it. Types are free.
    const offenders = sourceFiles(srcDir).filter((file) =>
      /^import (?!type )[^;]*from '@campusflow\/contracts';/m.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });

  it('keep the always-loaded code free of schemas', () => {
    const eager = sourceFiles(srcDir).filter(
      (f) => /[/\\](app|lib)[/\\]/.test(f) && !f.includes('zod-form'),
    );
    const offenders = eager.filter((file) =>
      /^import (?!type )[^;]*from '@campusflow\/contracts\/(?!constants')/m.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });
});

/**
 * What an area offers the others: one documented file each, in a sub-folder of the owner named
 * for the use. Anything else in `features/<area>/` is that area's own (docs/architecture.md,
 * "Web app"). Add an entry here, with a comment at the top of the file saying it is one.
 */
const entries: Record<string, string[]> = {
  payments: ['checkout/pay-fee.tsx'],
};

describe('product areas', () => {
  it('import each other only through a documented entry (shared pieces live in components/ and lib/)', () => {
    const offenders = sourceFiles(path.join(srcDir, 'features')).flatMap((file) => {
      const area = path.relative(path.join(srcDir, 'features'), file).split(path.sep)[0];
      const imported = [
        ...readFileSync(file, 'utf8').matchAll(/from '@\/features\/([\w-]+)\/([^']+)'/g),
      ].map((m) => ({ other: m[1] ?? '', inside: m[2] ?? '' }));
      return imported
        .filter(({ other, inside }) => other !== area && !entries[other]?.includes(inside))
        .map(({ other, inside }) => `${path.relative(srcDir, file)} -> ${other}/${inside}`);
    });
    expect(offenders).toEqual([]);
  });

  it('reach another area by the @/ alias, never by a relative path', () => {
    const offenders = sourceFiles(path.join(srcDir, 'features')).flatMap((file) => {
      const area = path.relative(path.join(srcDir, 'features'), file).split(path.sep)[0];
      return [...readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)]
        .map((m) => path.resolve(path.dirname(file), m[1] ?? ''))
        .filter((target) => {
          const inFeatures = path.relative(path.join(srcDir, 'features'), target);
          return inFeatures.startsWith('..') || inFeatures.split(path.sep)[0] !== area;
        })
        .map((target) => `${path.relative(srcDir, file)} -> ${path.relative(srcDir, target)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keep every documented entry in place', () => {
    const missing = Object.entries(entries)
      .flatMap(([area, files]) => files.map((f) => path.join(srcDir, 'features', area, f)))
      .filter((file) => {
        try {
          return !/entry for other areas/i.test(readFileSync(file, 'utf8'));
        } catch {
          return true;
        }
      });
    expect(missing.map((f) => path.relative(srcDir, f))).toEqual([]);
  });
});
