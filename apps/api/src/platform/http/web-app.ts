import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_INFO_PATH, ZBuildInfo } from '@campusflow/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The build id written by the web build, or `dev` when no build is present. */
export function readBuildId(webDistDir: string): string {
  const file = path.join(webDistDir, BUILD_INFO_PATH);
  if (!existsSync(file)) return 'dev';
  const parsed = ZBuildInfo.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data.buildId : 'dev';
}

export function hasWebBuild(webDistDir: string): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html and build.json
 * are revalidated every time, so a new build reaches users on their next navigation.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  await app.register(fastifyStatic, {
    root: webDistDir,
    preCompressed: true,
    // Our own cache headers, set below; the plugin's default would override them.
    cacheControl: false,
    // The root path is the landing page; other page paths fall back to it in app.ts.
    index: ['index.html'],
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/** Files the built app itself asks for: a missing one is a 404, never the page. */
const BUILD_FILE = /\.(?:js|mjs|css|map|json|svg|png|ico|webmanifest|woff2?)$/i;

/**
 * SPA fallback: a GET for anything outside /api that is not a file answers with index.html, so
 * the app shows its own "Page Not Found" even for `/no/such/page.html` or `/users/ada.obi`.
 * Missing build files (hashed chunks under /assets, build.json, icons) stay 404s: a stale page
 * asking for an old chunk must see it fail, not receive HTML.
 */
export function isPagePath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname.startsWith('/assets/')) return false;
  return !BUILD_FILE.test(pathname);
}
