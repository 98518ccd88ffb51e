// The transport bench's data, written straight into PostgreSQL on top of a seeded institution:
// `routes` routes of three stops, each with a morning trip on its own vehicle of `seats` seats
// and a fare for the current session (the fare's trigger opens the route's seats).
import type pg from 'pg';

export type BenchRoute = { routeId: string; stopId: string };

export async function openRoutes(pool: pg.Pool, schoolId: string, routes: number, seats: number) {
  const r = await pool.query<{ route_id: string; stop_id: string }>(
    `with s as (select id from academic_sessions where school_id = $1 and is_current),
     n as (select generate_series(1, $2::int) as n),
     v as (
       insert into vehicles (school_id, plate_number, type, make, model, seat_capacity)
       select $1, 'BEN-' || lpad(n::text, 3, '0') || 'CH', 'bus', 'Toyota', 'Coaster', $3 from n
       returning id, plate_number),
     r as (
       insert into transport_routes (school_id, name)
       select $1, 'Bench route ' || n from n returning id, name),
     pairs as (
       select r.id as route_id, v.id as vehicle_id
         from r join v on substring(v.plate_number, 5, 3)::int = substring(r.name, 13)::int),
     t as (
       insert into route_trips (school_id, route_id, period, departs_at, vehicle_id)
       select $1, route_id, 'morning', '06:30', vehicle_id from pairs returning route_id),
     st as (
       insert into route_stops (school_id, route_id, position, name)
       select $1, r.id, p, 'Stop ' || p from r, generate_series(1, 3) p
       returning id, route_id, position)
     select st.route_id, st.id as stop_id from st where st.position = 2`,
    [schoolId, routes, seats],
  );
  // The fares last: their trigger opens each route's seats at the capacity of its trips.
  await pool.query(
    `with s as (select id from academic_sessions where school_id = $1 and is_current),
     f as (
       insert into fees (school_id, session_id, type, name, amount)
       select $1, s.id, 'transport', 'Transport — ' || r.name, 2500000
         from transport_routes r, s where r.school_id = $1 and r.name like 'Bench route %'
       returning id, session_id, name)
     insert into route_fares (school_id, route_id, session_id, fee_id)
     select $1, r.id, f.session_id, f.id
       from f join transport_routes r on r.school_id = $1 and 'Transport — ' || r.name = f.name`,
    [schoolId],
  );
  await pool.query('analyze route_seats; analyze route_stops; analyze transport_routes');
  return r.rows.map((row): BenchRoute => ({ routeId: row.route_id, stopId: row.stop_id }));
}

/** Up to `limit` enrolled students with a matric number, spread over levels and programmes. */
export async function transportRiders(pool: pg.Pool, schoolId: string, limit: number) {
  const rows = await pool.query<{ email: string }>(
    `select u.email from enrollments e join users u on u.id = e.student_id
      where e.school_id = $1 and e.stage = 'enrolled' and u.user_org_id is not null
      order by md5(u.id::text) limit $2`,
    [schoolId, limit],
  );
  return rows.rows.map((r) => r.email);
}

/** Seats sold, and routes whose subscriptions holding a seat exceed their capacity (must be 0). */
export async function transportOutcome(pool: pg.Pool, schoolId: string) {
  const r = await pool.query<{ sold: number; over: number }>(
    `select coalesce(sum(taken), 0)::int as sold,
            count(*) filter (where taken > capacity)::int as over
       from (select rs.capacity,
                    (select count(*) from transport_subscriptions ts
                      where ts.route_id = rs.route_id and ts.session_id = rs.session_id
                        and ts.state in ('awaiting_payment', 'active')) as taken
               from route_seats rs where rs.school_id = $1) x`,
    [schoolId],
  );
  return r.rows[0] ?? { sold: 0, over: 0 };
}
