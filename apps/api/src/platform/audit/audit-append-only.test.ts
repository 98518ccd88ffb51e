import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/test/use-test-app.ts';
import { auditLog } from './audit.tables.ts';

const t = useTestApp();

/** The database's own refusal, under the query builder's wrapping. */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'allowed';
}

async function oneRow() {
  const [row] = await t.database.db
    .insert(auditLog)
    .values({ action: 'test.appended', entityType: 'test', entityId: 'append-only' })
    .returning();
  if (!row) throw new Error('no audit row');
  return row;
}

describe('the audit log in the database', () => {
  it('takes new rows', async () => {
    const row = await oneRow();
    expect(row.id).toBeGreaterThan(0);
  });

  it('refuses to change a row, whoever asks', async () => {
    const row = await oneRow();
    expect(
      await refusal(
        t.database.db
          .update(auditLog)
          .set({ action: 'test.rewritten' })
          .where(eq(auditLog.id, row.id)),
      ),
    ).toMatch(/append-only: UPDATE/);
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after?.action).toBe('test.appended');
  });

  it('refuses to delete or truncate rows', async () => {
    const row = await oneRow();
    expect(await refusal(t.database.db.delete(auditLog).where(eq(auditLog.id, row.id)))).toMatch(
      /append-only: DELETE/,
    );
    expect(await refusal(t.database.db.execute(sql`truncate audit_log`))).toMatch(
      /append-only: TRUNCATE/,
    );
    const [after] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(after?.id).toBe(row.id);
  });
});
