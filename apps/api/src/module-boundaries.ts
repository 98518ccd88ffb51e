import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The rules that keep API modules apart (docs/architecture.md, "Module surfaces"), checked by
// module-boundaries.test.ts over the source tree. Pure functions over (file, imports) pairs so
// the test can also prove each rule fires.

export type SourceFile = { file: string; imports: string[] };

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'([^']+)'/g;

/** Every `.ts` file under `root` (relative paths) with the specifiers it imports. */
export function readSources(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        const text = readFileSync(full, 'utf8');
        const imports = [...text.matchAll(IMPORT)].map((m) => m[1] as string);
        out.push({ file: path.relative(root, full), imports });
      }
    }
  };
  walk(root);
  return out;
}

/** The source-relative path an import points at, or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('.')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  }
  return null;
}

const moduleOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : null);
const isTables = (file: string) => file.endsWith('.tables.ts');
/** A module's one entry file: what other modules may call. */
export const entryOf = (module: string) => `modules/${module}/${module}.queries.ts`;

export type Violation = { file: string; import: string; rule: string };

/** Imports that break the surface rules. */
export function boundaryViolations(sources: SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { file, imports } of sources) {
    for (const specifier of imports) {
      if (specifier.startsWith('../')) {
        violations.push({ file, import: specifier, rule: "use the '@/' alias, not '../'" });
      }
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const targetModule = moduleOf(target);
      if (!targetModule) continue;
      if (file.startsWith('platform/')) {
        violations.push({ file, import: specifier, rule: 'the platform imports no module' });
        continue;
      }
      const ownModule = moduleOf(file);
      if (!ownModule || ownModule === targetModule) continue;
      if (!isTables(target) && target !== entryOf(targetModule)) {
        violations.push({
          file,
          import: specifier,
          rule: `another module is used through its *.tables.ts or ${entryOf(targetModule)} only`,
        });
      }
    }
  }
  return violations;
}

/** A cycle among modules through their entry files, as a list of module names, or null. */
export function entryCycle(sources: SourceFile[]): string[] | null {
  const edges = new Map<string, Set<string>>();
  for (const { file, imports } of sources) {
    const from = moduleOf(file);
    if (!from || file.endsWith('.test.ts')) continue;
    for (const specifier of imports) {
      const target = resolveImport(file, specifier);
      const to = target ? moduleOf(target) : null;
      if (!to || to === from || target !== entryOf(to)) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  const done = new Set<string>();
  const visit = (node: string, trail: string[]): string[] | null => {
    if (trail.includes(node)) return [...trail.slice(trail.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next, [...trail, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}
