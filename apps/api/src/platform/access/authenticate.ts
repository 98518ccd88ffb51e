import {
  ROLE_HEADER,
  roleHasPermission,
  rolePermissions,
  type TRoleKey,
} from '@campusflow/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkOrigin } from '@/platform/auth/origin-check.ts';
import { clearSessionCookie, readSessionCookie } from '@/platform/auth/session-cookie.ts';
import { runInSchoolScope } from '@/platform/db/school-scope.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { Actor } from './actor.ts';
import type { RouteAccess } from './route-access.ts';
import type { LookupSession } from './session-lookup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Identity's session lookup, given to installAccessControl by app.ts. */
    lookupSession: LookupSession;
  }
}

type RoleChoice = { role: TRoleKey | null; claimedButNotHeld: boolean };

function chooseRole(request: FastifyRequest, roles: TRoleKey[]): RoleChoice {
  const header = request.headers[ROLE_HEADER];
  const claimed = Array.isArray(header) ? header[0] : header;
  if (claimed) {
    const held = roles.find((r) => r === claimed);
    return held
      ? { role: held, claimedButNotHeld: false }
      : { role: null, claimedButNotHeld: true };
  }
  return { role: roles.length === 1 ? (roles[0] ?? null) : null, claimedButNotHeld: false };
}

/**
 * The actor of a request with a valid session cookie, or null. A dead session's cookie is
 * cleared; a deleted profile ends the session with spec section 8's message.
 */
export async function resolveActor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ actor: Actor | null; roleNotHeld: boolean }> {
  const token = readSessionCookie(request);
  if (!token) return { actor: null, roleNotHeld: false };
  const found = await app.lookupSession(token);
  if (found.kind === 'user_missing') {
    clearSessionCookie(reply, app.config);
    throw new AppError('user_profile_not_found');
  }
  if (found.kind === 'suspended') {
    clearSessionCookie(reply, app.config);
    throw new AppError('account_suspended');
  }
  if (found.kind !== 'valid') {
    clearSessionCookie(reply, app.config);
    return { actor: null, roleNotHeld: false };
  }
  const { role, claimedButNotHeld } = chooseRole(request, found.user.roles);
  return {
    actor: {
      sessionId: found.sessionId,
      userId: found.user.id,
      name: found.user.name,
      email: found.user.email,
      schoolId: found.user.schoolId,
      roles: found.user.roles,
      role,
      viewMark: found.user.viewMark,
      teachingMark: found.user.teachingMark,
    },
    roleNotHeld: claimedButNotHeld,
  };
}

const MISSING_ORIGIN_DETAIL =
  'This request was refused because it did not say which site it came from (no Origin header). Please make changes from the portal’s own pages.';

function refuseCrossOrigin(request: FastifyRequest, publicUrl: string) {
  const verdict = checkOrigin(request, publicUrl);
  if (verdict === 'foreign_origin') throw new AppError('cross_origin_request');
  if (verdict === 'missing_origin') {
    throw new AppError('cross_origin_request', { detail: MISSING_ORIGIN_DETAIL });
  }
}

/**
 * Checks every request against its route's declared access before the body is validated, so
 * a visitor without a session learns nothing from validation errors.
 */
export function installAccessControl(app: FastifyInstance, lookupSession: LookupSession) {
  app.decorate('lookupSession', lookupSession);
  app.decorateRequest('actor', null);
  app.addHook('preValidation', async (request, reply) => {
    if (request.url.startsWith('/api/')) refuseCrossOrigin(request, app.config.publicUrl);
    const access = request.routeOptions.config.access as RouteAccess | undefined;
    if (!access || access.kind === 'public') return;
    const { actor, roleNotHeld } = await resolveActor(app, request, reply);
    if (!actor) throw new AppError(access.unauthenticated ?? 'not_authenticated');
    // A role claimed but not held is refused on every authenticated route, the user's own
    // included, so a stale or forged role header never passes silently. (Sign-out is public
    // and does not look at the role: a user can always sign out.)
    if (roleNotHeld) throw new AppError('role_not_held');
    request.actor = actor;
    if (access.kind === 'signed-in') return;
    if (!actor.role) throw new AppError('role_required');
    const role = actor.role;
    if (!access.anyOf.some((p) => roleHasPermission(role, p))) throw new AppError('forbidden');
  });
  // The rest of the request (validation, handler, the answer) runs confined to the school of
  // a school member acting in a school role: on PostgreSQL, row-level security then refuses
  // every other school's rows whatever the handler asks for (school-scope.ts).
  app.addHook('preValidation', (request, _reply, done) => {
    runInSchoolScope(confinedSchool(request.actor), done);
  });
}

/** The school a request's database work is confined to: none for a platform operator. */
function confinedSchool(actor: Actor | null): string | null {
  if (!actor?.schoolId || !actor.role) return actor?.schoolId ?? null;
  const platformRole = rolePermissions[actor.role].some((p) => p.endsWith(':platform'));
  return platformRole ? null : actor.schoolId;
}
