import path from 'node:path';
import { type Plugin, parseSync, type Rolldown } from 'vite';

/**
 * A first page's modules, named. `after`: an earlier set this one always comes with (the
 * dashboard's frame before a role's home): what both need stays in that one.
 */
type PageSet = { name: string; entries: string[]; after?: string };
type Context = Rolldown.PluginContext;

/** A package's index that only gathers its modules (Mantine's): more imports than this. */
const BARREL_IMPORTS = 50;

/** What a barrel's names come from: name → the module id defining it. */
function barrelNames(barrel: string, code: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const node of parseSync(barrel, code).program.body) {
    if (node.type !== 'ImportDeclaration') continue;
    const from = path.resolve(path.dirname(barrel), node.source.value);
    for (const spec of node.specifiers) names.set(spec.local.name, from);
  }
  return names;
}

/**
 * The modules a module needs, statically. Through a barrel, only the modules defining the names
 * imported from it, not the whole package the barrel gathers.
 */
async function needs(ctx: Context, id: string, barrels: Map<string, Map<string, string>>) {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  const barrelIds = info.importedIds.filter(
    (dep) => (ctx.getModuleInfo(dep)?.importedIds.length ?? 0) > BARREL_IMPORTS,
  );
  if (barrelIds.length === 0 || !info.code) return info.importedIds;
  const direct = info.importedIds.filter((dep) => !barrelIds.includes(dep));
  for (const node of parseSync(id, info.code).program.body) {
    if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
    if (!node.source) continue;
    const resolved = (await ctx.resolve(node.source.value, id))?.id;
    if (!resolved || !barrelIds.includes(resolved)) continue;
    let names = barrels.get(resolved);
    if (!names) {
      names = barrelNames(resolved, ctx.getModuleInfo(resolved)?.code ?? '');
      barrels.set(resolved, names);
    }
    for (const spec of node.specifiers) {
      const imported =
        spec.type === 'ImportSpecifier' || spec.type === 'ExportSpecifier'
          ? spec.type === 'ImportSpecifier'
            ? spec.imported
            : spec.local
          : null;
      const name = imported && (imported.type === 'Identifier' ? imported.name : imported.value);
      const from = name ? names.get(name) : undefined;
      // A namespace or default import of a barrel: all of it.
      direct.push(...(from ? [from] : (ctx.getModuleInfo(resolved)?.importedIds ?? [])));
    }
  }
  return direct;
}

/**
 * Groups the code of the first pages into a few files instead of dozens of small ones: what the
 * entry needs, then each named set of page modules with what it needs beyond that. A module two
 * sets need goes with the entry, so that no first page loads another's file.
 */
export function firstPagesChunks(webSrc: string, sets: PageSet[]) {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'campusflow-first-pages-chunks',
    apply: 'build',
    async buildEnd() {
      owner.clear();
      const barrels = new Map<string, Map<string, string>>();
      const closure = async (roots: string[], skip: (id: string) => boolean) => {
        const seen = new Set<string>();
        const queue = [...roots];
        while (queue.length > 0) {
          const id = queue.pop() as string;
          if (seen.has(id) || skip(id)) continue;
          seen.add(id);
          queue.push(...(await needs(this, id, barrels)));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of await closure(entries, () => false)) owner.set(id, 'app');
      const wanted = new Map<string, string[]>();
      const want = async (set: PageSet) => {
        const roots = set.entries.map((entry) => `${webSrc}/${entry}`);
        for (const id of roots) {
          if (!this.getModuleInfo(id)) throw new Error(`first pages: no module ${id}`);
        }
        const taken = (dep: string) =>
          owner.has(dep) || (set.after !== undefined && wanted.get(dep)?.includes(set.after));
        for (const id of await closure(roots, (dep) => Boolean(taken(dep)))) {
          wanted.set(id, [...(wanted.get(id) ?? []), set.name]);
        }
      };
      for (const set of sets.filter((s) => !s.after)) await want(set);
      for (const set of sets.filter((s) => s.after)) await want(set);
      for (const [id, names] of wanted)
        owner.set(id, names.length > 1 ? 'app' : (names[0] ?? 'app'));
    },
  };
  const groups = ['app', ...sets.map((set) => set.name)].map((name) => ({
    name,
    test: (id: string) => owner.get(id) === name,
  }));
  return { plugin, groups };
}
