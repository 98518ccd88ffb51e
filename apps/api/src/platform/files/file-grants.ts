import type { Actor } from '@/platform/access/actor.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * A module's reason to let an actor open one of their school's files without reading every
 * file of the school: an accountant opens the evidence of a transfer they review. Modules
 * give their grants in app.ts; the platform knows none of them.
 */
export type FileGrant = (
  db: DbOrTx,
  actor: Actor,
  file: { id: string; schoolId: string | null },
) => Promise<boolean>;

const grants = new Set<FileGrant>();

export const fileGrants = {
  add(grant: FileGrant) {
    grants.add(grant);
  },
  async allow(db: DbOrTx, actor: Actor, file: { id: string; schoolId: string | null }) {
    for (const grant of grants) if (await grant(db, actor, file)) return true;
    return false;
  },
};
