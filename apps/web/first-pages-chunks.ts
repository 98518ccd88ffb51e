import path from 'node:path';
import { type Plugin, parseSync, type Rolldown } from 'vite';

/**
 * A first page's modules, named. `within`: the set whose pages always frame this one's (the
 * dashboard's frame around a role's home): what both need, or what other pages need too, goes
 * there. `hosts`: other pages render in this set's frame, so what they share with it stays here.
 */
type PageSet = { name: string; entries: string[]; within?: string; hosts?: boolean };

type Context = Rolldown.PluginContext;

/** A package's index that only gathers its modules (Mantine's): more imports than this. */
const BARREL_IMPORTS = 50;

/** What a barrel's names come from (name → the module defining it); null for other modules. */
type Barrels = Map<string, Map<string, string> | null>;

/**
 * A module that only gathers others: a package's index with more imports than BARREL_IMPORTS
 * (Mantine's), or one made only of `export … from` lines (the contracts' `constants.ts`). Its
 * names, each mapped to the module defining it; null for any other module.
 */
function barrelOf(ctx: Context, id: string, barrels: Barrels): Map<string, string> | null {
  const known = barrels.get(id);
  if (known !== undefined) return known;
  const info = ctx.getModuleInfo(id);
  const body = info?.code ? parseSync(id, info.code).program.body : [];
  const reExportsOnly =
    body.length > 0 &&
    body.every(
      (node) =>
        node.type === 'ExportAllDeclaration' ||
        (node.type === 'ExportNamedDeclaration' && node.source),
    );
  let names: Map<string, string> | null = null;
  if (info && (info.importedIds.length > BARREL_IMPORTS || reExportsOnly)) {
    names = new Map();
    for (const node of body) {
      const from =
        'source' in node && node.source ? path.resolve(path.dirname(id), node.source.value) : '';
      if (node.type === 'ImportDeclaration') {
        for (const spec of node.specifiers) names.set(spec.local.name, from);
      } else if (node.type === 'ExportAllDeclaration') {
        for (const name of ctx.getModuleInfo(from)?.exports ?? []) names.set(name, from);
      } else if (node.type === 'ExportNamedDeclaration' && node.source) {
        for (const spec of node.specifiers) {
          const exported =
            spec.exported.type === 'Identifier' ? spec.exported.name : spec.exported.value;
          names.set(exported, from);
        }
      }
    }
  }
  barrels.set(id, names);
  return names;
}

/**
 * The modules a module needs, statically. Through a barrel, only the modules defining the names
 * imported from it, not the whole package the barrel gathers.
 */
async function needs(ctx: Context, id: string, barrels: Barrels) {
  const info = ctx.getModuleInfo(id);
  if (!info) return [];
  const barrelIds = info.importedIds.filter((dep) => barrelOf(ctx, dep, barrels));
  if (barrelIds.length === 0 || !info.code) return info.importedIds;
  const direct = info.importedIds.filter((dep) => !barrelIds.includes(dep));
  for (const node of parseSync(id, info.code).program.body) {
    if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue;
    if (!node.source) continue;
    const resolved = (await ctx.resolve(node.source.value, id))?.id;
    const names = resolved && barrelIds.includes(resolved) && barrelOf(ctx, resolved, barrels);
    if (!resolved || !names) continue;
    for (const spec of node.specifiers) {
      // `import { a }` names it in `imported`; `export { a } from` in `local`.
      let imported = null;
      if (spec.type === 'ImportSpecifier') imported = spec.imported;
      else if (spec.type === 'ExportSpecifier') imported = spec.local;
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
 * sets need, or that other pages need too, goes with the entry (or the frame, `within`), so that
 * no page loads a first page's file it does not show.
 */
export function firstPagesChunks(webSrc: string, sets: PageSet[]) {
  const owner = new Map<string, string>();
  const plugin: Plugin = {
    name: 'campusflow-first-pages-chunks',
    apply: 'build',
    async buildEnd() {
      owner.clear();
      const barrels: Barrels = new Map();
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
      const all = [...this.getModuleIds()];
      const entries = all.filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of await closure(entries, () => false)) owner.set(id, 'app');
      const rootsOf = (set: PageSet) =>
        set.entries.map((entry) => {
          const id = `${webSrc}/${entry}`;
          if (!this.getModuleInfo(id)) throw new Error(`first pages: no module ${id}`);
          return id;
        });
      const firstRoots = new Set(sets.flatMap(rootsOf));
      const otherRoots = all
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => !firstRoots.has(id));
      const elsewhere = await closure(otherRoots, (id) => owner.has(id));
      const wanted = new Map<string, Set<string>>();
      for (const set of sets) {
        for (const id of await closure(rootsOf(set), (dep) => owner.has(dep))) {
          wanted.set(id, (wanted.get(id) ?? new Set()).add(set.name));
        }
      }
      const byName = new Map(sets.map((set) => [set.name, set]));
      for (const [id, names] of wanted) {
        // A set framed by another: what the frame needs too is the frame's.
        for (const name of names) {
          const within = byName.get(name)?.within;
          if (within && names.has(within)) names.delete(name);
        }
        const [only] = names;
        const set = names.size === 1 && only ? byName.get(only) : undefined;
        if (!set) owner.set(id, 'app');
        else if (!elsewhere.has(id) || set.hosts || !id.includes('/node_modules/')) {
          owner.set(id, set.name);
        } else owner.set(id, set.within ?? 'app');
      }
    },
  };
  const groups = ['app', ...sets.map((set) => set.name)].map((name) => ({
    name,
    test: (id: string) => owner.get(id) === name,
  }));
  return { plugin, groups };
}
