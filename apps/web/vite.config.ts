import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseSync } from 'vite';
import { buildInfo, newBuildId, precompress } from './build-plugins.ts';
import { firstPagesChunks } from './first-pages-chunks.ts';
import { installableApp } from './pwa.ts';

const buildId = process.env.CAMPUSFLOW_BUILD_ID ?? newBuildId();
const apiPort = process.env.PORT ?? '3000';
const webSrc = fileURLToPath(new URL('./src', import.meta.url));
const webDist = fileURLToPath(new URL('./dist', import.meta.url));

/** A React component's name: PascalCase. */
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;

/** The top-level components a module declares (functions and arrow functions, PascalCase). */
export function componentNamesIn(filename: string, code: string): string[] {
  const names: string[] = [];
  for (const item of parseSync(filename, code).program.body) {
    const node =
      (item.type === 'ExportNamedDeclaration' || item.type === 'ExportDefaultDeclaration') &&
      item.declaration
        ? item.declaration
        : item;
    if (node.type === 'FunctionDeclaration' && node.id) {
      if (COMPONENT_NAME.test(node.id.name)) names.push(node.id.name);
    } else if (node.type === 'VariableDeclaration') {
      for (const declarator of node.declarations) {
        const init = declarator.init;
        if (
          declarator.id.type === 'Identifier' &&
          COMPONENT_NAME.test(declarator.id.name) &&
          (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression')
        ) {
          names.push(declarator.id.name);
        }
      }
    }
  }
  return names;
}

/**
 * The minifier renames functions, so React's component stack in production reads "at g". Our
 * own components (not the libraries') keep their source name as their `name`, which is what the
 * browser puts in the stack: the error log then says "error in FeeTable". Keeping every name in
 * the build (`keepNames`) would cost about 10 KB gzip of the first page's JavaScript; this costs
 * a few bytes per component.
 */
function nameComponents(): Plugin {
  return {
    name: 'campusflow-name-components',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(webSrc) || !id.endsWith('.tsx')) return null;
      const names = componentNamesIn(id, code);
      if (names.length === 0) return null;
      const pairs = names.map((name) => `[${name}, '${name}']`).join(', ');
      return {
        code: `${code}\nfor (const [c, n] of [${pairs}] as const) Object.defineProperty(c, 'name', { value: n });\n`,
        map: null,
      };
    },
  };
}

/**
 * The first pages of most visits, each in one file beside the entry's (issue 20): over HTTP/1.1
 * a phone fetches six files at a time, and the student's home took 41.
 */
const firstPages = firstPagesChunks(webSrc, [
  { name: 'landing', entries: ['features/schools/landing-page.tsx'] },
  { name: 'login', entries: ['features/identity/auth/login-page.tsx'] },
  { name: 'dashboard', entries: ['app/layouts/dashboard-layout.tsx'], hosts: true },
  {
    name: 'student-home',
    entries: ['features/admissions/student/student-home-page.tsx'],
    within: 'dashboard',
  },
]);

export default defineConfig(({ command }) => ({
  plugins: [
    firstPages.plugin,
    nameComponents(),
    react(),
    buildInfo(buildId),
    installableApp(webDist),
    precompress(),
  ],
  resolve: {
    alias: { '@': webSrc },
  },
  define: {
    __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev'),
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/dev': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: firstPages.groups } } },
  },
}));
