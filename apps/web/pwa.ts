import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * What the frame loads when first used rather than with the page (components/modal-on-demand.tsx,
 * components/menu-on-demand.tsx): dialogs and the top bar's menus. They belong to the frame
 * offline all the same: a student who goes offline before ever opening the user menu can still
 * open it and log out.
 */
const FRAME_ON_DEMAND = /^assets\/(loaded-modal|user-menu-dropdown|role-menu)-[\w-]+\.js$/;

/** The built chunks `seeds` import statically, with the seeds themselves. */
function withStaticImports(outDir: string, seeds: string[]): Set<string> {
  const found = new Set<string>();
  const waiting = [...seeds];
  for (let url = waiting.pop(); url !== undefined; url = waiting.pop()) {
    if (found.has(url)) continue;
    found.add(url);
    const code = readFileSync(path.join(outDir, url), 'utf8');
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
      waiting.push(`assets/${match[1]}`);
    }
  }
  return found;
}

/**
 * The precache is the app's frame only: index.html and the files it names (the entry script,
 * its shared chunks, the styles), about a third of the JavaScript, with the code of its dialogs
 * and menus. Page parts are kept as they are used (service-worker/sw.ts): a phone on a metered
 * link never downloads every area at once.
 */
function frameOnly(outDir: string) {
  return async (entries: { url: string; revision: string | null; size: number }[]) => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const onDemand = withStaticImports(
      outDir,
      entries.map((entry) => entry.url).filter((url) => FRAME_ON_DEMAND.test(url)),
    );
    const named = (url: string) =>
      url === 'index.html' || html.includes(`/${url}`) || onDemand.has(url);
    return { manifest: entries.filter((entry) => named(entry.url)), warnings: [] };
  };
}

/** The web app manifest and the service worker (issue 20: installable, with a cache). */
export function installableApp(outDir: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    // Registered by the app itself (lib/service-worker.ts), after the page has loaded.
    injectRegister: false,
    manifest: {
      name: 'Campusflow',
      short_name: 'Campusflow',
      description: 'Admissions, course registration, results, fees, hostels and transport.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c7ed6',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
      manifestTransforms: [frameOnly(outDir)],
    },
  });
}
