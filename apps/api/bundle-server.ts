// Bundles the API for production (`npm start`): apps/api/src/server.ts and the workspace
// packages it imports (@campusflow/contracts, @campusflow/domain: TypeScript sources that
// Node cannot load) into one ES module, apps/api/dist/server.js. Installed packages stay
// in node_modules and are imported from there at run time. `npm run dev` keeps tsx.
//
// The bundle sits two folders under the repository, like src/config.ts, so `repoRoot` (and with
// it apps/api/migrations, data/ and apps/web/dist) resolves the same from either.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const apiDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(apiDir, 'dist');
// `tsx bundle-server.ts [file]`: another file name (a test's own bundle), always in dist/.
const bundleFile = path.join(distDir, path.basename(process.argv[2] ?? 'server.js'));

/** Installed packages stay external; the `@/` alias, relative files and our workspaces go in. */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      const ours = args.path.startsWith('@/') || args.path.startsWith('@campusflow/');
      // A package's JSON data (domain's list of states) is bundled: Node would need an import
      // attribute to load it and cannot resolve a file path inside a package without exports.
      const data = args.path.endsWith('.json');
      if (ours || data || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
const result = await build({
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: bundleFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node}`,
  tsconfig: path.join(apiDir, 'tsconfig.json'),
  plugins: [installedPackagesExternal],
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `API bundle: ${path.relative(process.cwd(), bundleFile)} (${Math.round(bytes / 1024)} KB with its map) in ${Date.now() - started} ms`,
);
