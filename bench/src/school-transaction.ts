// The bench data files' frame: one transaction on the seeded school, found by its code.
import type pg from 'pg';

/**
 * Runs `write` in one transaction with the id of the school of `schoolCode`, then `after`
 * (statistics, outside the transaction) on the same connection; rolls back on failure.
 */
export async function inSchoolTransaction<T>(
  pool: pg.Pool,
  schoolCode: string,
  write: (client: pg.PoolClient, schoolId: string) => Promise<T>,
  after = '',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const school = await client.query<{ id: string }>('select id from schools where code = $1', [
      schoolCode,
    ]);
    const schoolId = school.rows[0]?.id;
    if (!schoolId) throw new Error(`no school ${schoolCode}`);
    const written = await write(client, schoolId);
    await client.query('commit');
    if (after) await client.query(after);
    return written;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
