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
    // The root path is the landing page; other page paths fall back to it in app.ts.
    index: ['index.html'],
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** SPA fallback: a GET for a page path (not /api, not a file) answers with index.html. */
export function isPagePath(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}
