import { AppError } from '@/platform/errors/app-error.ts';
import type { Actor } from './actor.ts';

/**
 * The school of an actor working on a school's records. App admins belong to no school: for
 * them such a record is forbidden (a platform-wide view uses `schoolScope` instead).
 */
export function requireSchool(actor: Pick<Actor, 'schoolId'>): string {
  if (!actor.schoolId) throw new AppError('forbidden');
  return actor.schoolId;
}
