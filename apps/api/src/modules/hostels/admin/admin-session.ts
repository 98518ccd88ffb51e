import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/** The hostel admin's school and its current session: everything they manage is this session's. */
export async function adminSession(db: DbOrTx, actor: Actor) {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(db, schoolId);
  if (!session) throw new AppError('hostel_no_current_session');
  return { schoolId, session };
}

export type AdminSession = Awaited<ReturnType<typeof adminSession>>;
