import type { TSchoolReport } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type Row = { id: string; name: string; capacity: number; taken: number };
type Occupancy = NonNullable<TSchoolReport['hostels']>;

function occupancy(rows: Row[]): Occupancy | null {
  if (rows.length === 0) return null;
  return {
    capacity: rows.reduce((sum, r) => sum + r.capacity, 0),
    taken: rows.reduce((sum, r) => sum + r.taken, 0),
    items: rows,
  };
}

/**
 * Each active hostel's beds that can be given (not reserved, not out of order) and those held
 * or occupied this session, from the occupancy counts the hostel trigger keeps.
 */
export async function hostelFigures(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
): Promise<Occupancy | null> {
  return occupancy(
    rowsOf<Row>(
      await db.execute(sql`
        select h.id, h.name,
          (select count(*)::int from bed_spaces b
            where b.hostel_id = h.id and b.status = 'available') as capacity,
          coalesce((select o.first_year + o.final_year + o.others from hostel_occupancy o
            where o.hostel_id = h.id and o.session_id = ${sessionId}), 0)::int as taken
        from hostels h
        where h.school_id = ${schoolId} and h.status = 'active'
        order by h.name`),
    ),
  );
}

/** The session's routes: their seats (the smallest vehicle on their trips) and seats sold. */
export async function transportFigures(
  db: DbOrTx,
  schoolId: string,
  sessionId: string | null,
): Promise<Occupancy | null> {
  if (!sessionId) return null;
  return occupancy(
    rowsOf<Row>(
      await db.execute(sql`
        select r.id, r.name, s.capacity, s.sold as taken
        from route_seats s
        join transport_routes r on r.id = s.route_id
        where s.school_id = ${schoolId} and s.session_id = ${sessionId}
        order by r.name`),
    ),
  );
}
