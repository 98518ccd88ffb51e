// The hostel bench's data, written straight into PostgreSQL on top of a seeded institution:
// a male and a female hall of `beds` bed spaces each (rooms of four), first-come rules open now
// with the default quotas, and one hostel fee priced for every bed.
import type pg from 'pg';

export async function openHostels(pool: pg.Pool, schoolId: string, beds: number) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const session = await client.query<{ id: string }>(
      'select id from academic_sessions where school_id = $1 and is_current',
      [schoolId],
    );
    const sessionId = session.rows[0]?.id;
    if (!sessionId) throw new Error('no current session');
    for (const [name, gender] of [
      ['Bench Hall (men)', 'male'],
      ['Bench Hall (women)', 'female'],
    ]) {
      await client.query(
        `with h as (
           insert into hostels (school_id, name, gender) values ($1, $2, $3) returning id),
         b as (
           insert into hostel_blocks (school_id, hostel_id, name) select $1, id, 'Block A' from h
           returning id, hostel_id),
         r as (
           insert into hostel_rooms (school_id, hostel_id, block_id, number, floor, capacity)
           select $1, b.hostel_id, b.id, (100 + n)::text, 1 + n / 50, 4
             from b, generate_series(1, ceil($4::numeric / 4)::int) n
           returning id, hostel_id, block_id)
         insert into bed_spaces (school_id, hostel_id, block_id, room_id, label)
         select $1, r.hostel_id, r.block_id, r.id, l from r, unnest(array['A','B','C','D']) l`,
        [schoolId, name, gender, beds],
      );
    }
    await client.query(
      `with f as (
         insert into fees (school_id, session_id, type, name, amount)
         values ($1, $2, 'hostel', 'Hostel accommodation (bench)', 6000000) returning id)
       insert into hostel_prices (school_id, session_id, fee_id) select $1, $2, id from f`,
      [schoolId, sessionId],
    );
    await client.query(
      `insert into hostel_rules (school_id, session_id, opens_at, closes_at)
       values ($1, $2, now() - interval '1 hour', now() + interval '1 day')`,
      [schoolId, sessionId],
    );
    await client.query('commit');
    await client.query('analyze bed_spaces; analyze hostel_rooms; analyze users');
    return { sessionId };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Up to `limit` enrolled students with a gender, spread over levels and programmes. */
export async function hostelApplicants(pool: pg.Pool, schoolId: string, limit: number) {
  const rows = await pool.query<{ email: string }>(
    `select u.email from enrollments e join users u on u.id = e.student_id
      where e.school_id = $1 and e.stage = 'enrolled' and u.gender is not null
      order by md5(u.id::text) limit $2`,
    [schoolId, limit],
  );
  return rows.rows.map((r) => r.email);
}

/** Holds, and beds named by more than one active application (must be 0). */
export async function hostelOutcome(pool: pg.Pool, schoolId: string) {
  const r = await pool.query<{ holds: number; doubles: number }>(
    `select count(*)::int as holds,
            (count(*) - count(distinct bed_space_id))::int as doubles
       from hostel_applications
      where school_id = $1 and state in ('held', 'allocated')`,
    [schoolId],
  );
  return r.rows[0] ?? { holds: 0, doubles: 0 };
}
