import { sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import { rowsOf } from '@/platform/db/rows.ts';

/**
 * Whether another connection to this database holds a write lock on `table`: a transaction
 * that is writing to it, or has written and not yet committed. The moment a fault test kills
 * the API, so that the kill falls inside the write and not before or after it.
 */
export async function writeInFlight(db: Db, table: string): Promise<boolean> {
  const [row] = rowsOf<{ writing: boolean }>(
    await db.execute(sql`select exists (
      select 1 from pg_locks l join pg_class c on c.oid = l.relation
       where c.relname = ${table} and l.mode = 'RowExclusiveLock' and l.granted
         and l.pid <> pg_backend_pid()
         and l.database = (select oid from pg_database where datname = current_database())
    ) as writing`),
  );
  return row?.writing ?? false;
}
