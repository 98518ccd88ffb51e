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
      // constants and format are zod-free, made for always-loaded code.
      /^import (?!type )[^;]*from '@campusflow\/contracts\/(?!constants'|format')/m.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });
});

describe('dates and times on the pages', () => {
  it('are formatted only by @campusflow/contracts/format (en-NG, Lagos time)', () => {
    // A browser's own locale gave "11/24/2026, 7:13:36 PM" on one page and "24/11/2026" on the
    // next; formatDate and formatDateTime give "24 Nov 2026, 19:13" everywhere.
    const direct =
      /\.toLocale(Date|Time)?String\(|Intl\.DateTimeFormat|from '(dayjs|date-fns|moment)/;
    const offenders = sourceFiles(srcDir).filter((file) => direct.test(readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(srcDir, f))).toEqual([]);
  });
});
