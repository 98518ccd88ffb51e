import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/test/use-test-app.ts';
import { enforceRouteAccess, publicAccess, type RegisteredRoute } from './route-access.ts';

const t = useTestApp();

describe('route access declarations', () => {
  it('every /api route of the app declares its access', () => {
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(3);
    const undeclared = apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses to register an /api route that declares nothing', async () => {
    const app = Fastify();
    const registry: RegisteredRoute[] = [];
    enforceRouteAccess(app, registry);
    app.get('/api/declared', { config: { access: publicAccess } }, async () => 'ok');
    expect(() => app.get('/api/undeclared', async () => 'no')).toThrow(/declares no access rule/);
    app.get('/not-api', async () => 'page');
    // Fastify adds a HEAD route for each GET; both are recorded.
    expect(registry.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/declared',
      'HEAD /api/declared',
      'GET /not-api',
      'HEAD /not-api',
    ]);
    await app.close();
  });
});
