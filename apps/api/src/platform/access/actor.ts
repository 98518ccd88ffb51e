import { roleHasPermission, type TPermission, type TRoleKey } from '@campusflow/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/platform/errors/app-error.ts';

/** The signed-in person behind a request, and the role they act in. */
export type Actor = {
  sessionId: string;
  userId: string;
  name: string;
  email: string | null;
  /** Null for app admins, who belong to no school. */
  schoolId: string | null;
  roles: TRoleKey[];
  /** The role acted in: the X-Role header when held, or the only role held; else null. */
  role: TRoleKey | null;
  /**
   * Where what the user's own pages show stood when the session was read: their mark and their
   * school's, kept by the database (migration 0034). Null when unknown (no school). A page
   * cached under the same mark still holds.
   */
  viewMark?: string | null;
  /**
   * The view mark with the school's teaching mark (migration 0036): where a lecturer's course
   * list stood, with who teaches what and how many take each course.
   */
  teachingMark?: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** Whether the actor's current role holds `permission`. */
export function can(actor: Actor, permission: TPermission): boolean {
  return actor.role !== null && roleHasPermission(actor.role, permission);
}

/**
 * The school whose records a request may touch: the actor's own, or, for a platform-scoped
 * permission, the one asked for (null: every school). Never a school id from the browser
 * for anyone else.
 */
export function schoolScope(
  actor: Actor,
  platformPermission: TPermission,
  requested?: string | null,
): { schoolId: string | null; platform: boolean } {
  if (can(actor, platformPermission)) return { schoolId: requested ?? null, platform: true };
  if (!actor.schoolId) throw new Error('a school-scoped actor without a school');
  return { schoolId: actor.schoolId, platform: false };
}

/** The actor of a route that declared `signed-in` or a permission (always set there). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('not_authenticated');
  return request.actor;
}
