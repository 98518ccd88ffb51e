import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape of the product areas in `features/` (docs/architecture.md, "Web app"): each area
// talks to the API only through its `*-api.ts` files, and to other areas only through the
// entries they document.

const srcDir = path.resolve(import.meta.dirname, '..');
const featuresDir = path.join(srcDir, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const areaOf = (file: string) => path.relative(featuresDir, file).split(path.sep)[0] ?? '';

/** A file's text without comments, so that a comment naming `api(` is not a call. */
const code = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

describe('the data layer of an area', () => {
  // Pages and components use the query options and hooks of their area's `*-api.ts`: keys are
  // built by its factories, so an invalidation reaches every query it means to.
  const pagesAndComponents = sourceFiles(featuresDir).filter((f) => !f.endsWith('-api.ts'));

  it('is the only place that writes a query key', () => {
    const offenders = pagesAndComponents.filter((f) => /\bqueryKey\s*:/.test(code(f)));
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });

  it('is the only place that calls the API', () => {
    const call = /(?<![\w.])(api|apiFile|downloadFromApi)\s*(<[^>]*>)?\s*\(/;
    const offenders = pagesAndComponents.filter((f) => call.test(code(f)));
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });

  it('invalidates through its key factories, never a hand-typed key', () => {
    const handTyped =
      /(invalidateQueries|removeQueries|setQueryData|refetchQueries)\(\s*\{?\s*(queryKey:\s*)?\[\s*'/;
    const offenders = sourceFiles(srcDir).filter((f) => handTyped.test(code(f)));
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });
});

/**
 * What an area offers the others: one documented file each, in a sub-folder of the owner named
 * for the use. Anything else in `features/<area>/` is that area's own (docs/architecture.md,
 * "Web app"). Add an entry here, with a comment at the top of the file saying it is one.
 */
const entries: Record<string, string[]> = {
  academics: ['student-home/enrolled-student-home.tsx'],
  analytics: ['school-report/school-report.tsx', 'weekly-summary/weekly-summary-switch.tsx'],
  admissions: ['offerings/offerings-panel.tsx'],
  payments: ['checkout/pay-fee.tsx', 'labels/fee-types.ts', 'summary/fees-owed.tsx'],
  registration: ['hod-queue/registration-queue-card.tsx', 'summary/registration-summary.tsx'],
  results: [
    'summary/results-summary.tsx',
    'sheet/score-sheet-panel.tsx',
    'hod/sheets-waiting-card.tsx',
    'officer/progress-card.tsx',
    'amendments/corrections-card.tsx',
  ],
  'waiting-room': ['gate/waiting-room-gate.tsx', 'gate/turn-api.ts'],
};

describe('product areas', () => {
  it('import each other only through a documented entry (shared pieces live in components/ and lib/)', () => {
    const offenders = sourceFiles(featuresDir).flatMap((file) => {
      const area = areaOf(file);
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
    const offenders = sourceFiles(featuresDir).flatMap((file) => {
      const area = areaOf(file);
      return [...readFileSync(file, 'utf8').matchAll(/from '(\.\.?\/[^']+)'/g)]
        .map((m) => path.resolve(path.dirname(file), m[1] ?? ''))
        .filter((target) => {
          const inFeatures = path.relative(featuresDir, target);
          return inFeatures.startsWith('..') || inFeatures.split(path.sep)[0] !== area;
        })
        .map((target) => `${path.relative(srcDir, file)} -> ${path.relative(srcDir, target)}`);
    });
    expect(offenders).toEqual([]);
  });

  it('keep every documented entry in place', () => {
    const missing = Object.entries(entries)
      .flatMap(([area, files]) => files.map((f) => path.join(featuresDir, area, f)))
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
