import type { ErrorCode, TPermission } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * What a route requires. Every `/api` route must declare one (rule 1 of
 * docs/architecture.md); a route that declares nothing stops the server at start-up.
 * `unauthenticated` names the catalogue error for a visitor without a session.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in'; unauthenticated?: ErrorCode }
  | { kind: 'permission'; anyOf: readonly TPermission[]; unauthenticated?: ErrorCode };

export const publicAccess: RouteAccess = { kind: 'public' };

/** Any signed-in user, whatever the role: their own profile, password, passport. */
export function signedIn(options: { unauthenticated?: ErrorCode } = {}): RouteAccess {
  return { kind: 'signed-in', ...options };
}

/**
 * A signed-in user acting in a role that holds one of `anyOf` (a school-scoped and a
 * platform-scoped permission for the same route; the service then scopes the query).
 */
export function requires(
  anyOf: TPermission | readonly TPermission[],
  options: { unauthenticated?: ErrorCode } = {},
): RouteAccess {
  return { kind: 'permission', anyOf: typeof anyOf === 'string' ? [anyOf] : anyOf, ...options };
}

export function describeAccess(access: RouteAccess | undefined): string {
  if (!access) return 'Access: undeclared.';
  if (access.kind === 'public') return 'Access: public.';
  if (access.kind === 'signed-in') return 'Access: any signed-in user.';
  return `Access: permission ${access.anyOf.map((p) => `\`${p}\``).join(' or ')}.`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export type RegisteredRoute = { method: string; url: string; access: RouteAccess | undefined };

/** Records every route as it is registered and refuses an `/api` route without access. */
export function enforceRouteAccess(app: FastifyInstance, registry: RegisteredRoute[]): void {
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: RouteAccess } | undefined)?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api/') && !access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access rule`);
    }
    for (const method of methods) registry.push({ method, url: route.url, access });
  });
}
