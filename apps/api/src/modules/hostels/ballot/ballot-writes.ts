import type { BallotOutcome } from '@campusflow/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/platform/db/transaction.ts';

/**
 * A PostgreSQL array literal passed as one parameter (`'{a,b}'`), for `unnest`: one statement
 * for any number of rows, without a parameter per value. Only for uuids and integers, which
 * need no quoting.
 */
const arrayParam = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * Writes the draw in two statements: winners hold their bed (with its fee and hold time),
 * the others are unsuccessful; every one keeps its rank. Only still-pending rows change (they
 * are locked by the draw); the occupancy trigger counts the new holds.
 */
export async function writeBallotOutcomes(
  tx: Tx,
  outcomes: readonly BallotOutcome[],
  feeOfBed: ReadonlyMap<string, string>,
  heldUntil: Date,
  now: Date,
): Promise<void> {
  const held = outcomes.filter((o) => o.outcome === 'held');
  const lost = outcomes.filter((o) => o.outcome === 'unsuccessful');
  if (held.length) {
    await tx.execute(sql`
      update hostel_applications as a
      set state = 'held', hostel_id = d.hostel_id, bed_space_id = d.bed_space_id,
          fee_id = d.fee_id, held_until = ${heldUntil.toISOString()}::timestamptz, ballot_rank = d.rank, updated_at = ${now.toISOString()}::timestamptz
      from unnest(
        ${arrayParam(held.map((o) => o.applicationId))}::uuid[],
        ${arrayParam(held.map((o) => o.hostelId ?? ''))}::uuid[],
        ${arrayParam(held.map((o) => o.bedSpaceId ?? ''))}::uuid[],
        ${arrayParam(held.map((o) => feeOfBed.get(o.bedSpaceId ?? '') ?? ''))}::uuid[],
        ${arrayParam(held.map((o) => o.rank))}::int[]
      ) as d(id, hostel_id, bed_space_id, fee_id, rank)
      where a.id = d.id and a.state = 'pending'`);
  }
  if (lost.length) {
    await tx.execute(sql`
      update hostel_applications as a
      set state = 'unsuccessful', ballot_rank = d.rank, ended_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
      from unnest(
        ${arrayParam(lost.map((o) => o.applicationId))}::uuid[],
        ${arrayParam(lost.map((o) => o.rank))}::int[]
      ) as d(id, rank)
      where a.id = d.id and a.state = 'pending'`);
  }
}
