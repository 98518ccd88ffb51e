import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { isPagePath } from './web-app.ts';

const inlineScript = "document.documentElement.dataset.test='1'";
const indexHtml = `<!doctype html><title>Campusflow</title><script>${inlineScript}</script><div id="root"></div>`;
const assetJs = `export const big = "${'x'.repeat(4000)}";`;

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'campusflow-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(
    path.join(dist, 'build.json'),
    JSON.stringify({ buildId: 'b-123', builtAt: 'now' }),
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), assetJs);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(assetJs));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers any page path with index.html, revalidated every time', async () => {
    for (const url of ['/', '/dashboard/hos/faculties', '/no/such/page', '/list?page=2']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(indexHtml);
    }
  });

  it('caches hashed assets for a year and sends the precompressed file', async () => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('does not answer a missing file with the page', async () => {
    const res = await t.app.inject('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('answers a dotted page path with the page', async () => {
    const res = await t.app.inject('/no/such/page.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
  });

  it('keeps /api paths as API 404s', async () => {
    const res = await t.app.inject('/api/v1/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('route_not_found');
  });

  it('reports the build id of the served web app', async () => {
    expect((await t.app.inject('/api/health')).json().build).toBe('b-123');
    expect((await t.app.inject('/api/config')).json().buildId).toBe('b-123');
    const info = await t.app.inject('/build.json');
    expect(info.headers['cache-control']).toBe('no-cache');
  });
});

describe('isPagePath', () => {
  it('tells pages from API calls and files', () => {
    expect(isPagePath('GET', '/dashboard')).toBe(true);
    expect(isPagePath('HEAD', '/login?next=/x')).toBe(true);
    expect(isPagePath('POST', '/dashboard')).toBe(false);
    expect(isPagePath('GET', '/api')).toBe(false);
    expect(isPagePath('GET', '/api/health')).toBe(false);
    expect(isPagePath('GET', '/favicon.svg')).toBe(false);
    expect(isPagePath('GET', '/apiary')).toBe(true);
    expect(isPagePath('GET', '/assets/gone-123.woff2')).toBe(false);
    expect(isPagePath('GET', '/build.json')).toBe(false);
  });

  it('treats any other path outside /api as a page, dots included', () => {
    expect(isPagePath('GET', '/no/such/page.html')).toBe(true);
    expect(isPagePath('GET', '/dashboard/user.name')).toBe(true);
    expect(isPagePath('GET', '/receipts/CF.2026.001?x=1')).toBe(true);
  });
});
