// The registration bench's data, written straight into PostgreSQL on top of a seeded institution
// (bulk statements, seconds at 50,000 students), and the scratch tables of its raw ceiling.
import type pg from 'pg';
import { inSchoolTransaction } from './school-transaction.ts';

export type BenchStudent = { email: string; courseIds: string[] };

/**
 * Makes every enrolled student of the school able to register now: a passport (the passport
 * gate), the session's tuition paid in full (the fee gate, `feeTypesRequiredForRegistration`
 * keeps its default, tuition), and a set-up account that signs in by e-mail with the staff's
 * password (generated students are pre-registered: their first sign-in only leads to account
 * setup). The generated institution already has a registration period open now for every
 * programme and level.
 */
export async function makeStudentsReady(pool: pg.Pool, schoolCode: string) {
  return inSchoolTransaction(
    pool,
    schoolCode,
    async (client, schoolId) => {
      const ready = await client.query(
        `update users u
              set passport_file_id = gen_random_uuid(),
                  email = lower(regexp_replace(u.user_org_id, '[^A-Za-z0-9]+', '.', 'g')) || '@bench.test',
                  email_verified = true,
                  auth_account_created = true,
                  legacy_password_sha256 = null,
                  password_hash = (select password_hash from users where email = $2)
             from enrollments e
            where e.student_id = u.id and e.school_id = $1 and e.stage = 'enrolled'`,
        [schoolId, `admin@${schoolCode.toLowerCase()}.edu.test`],
      );
      const paid = await client.query(
        `insert into payments (
             school_id, student_id, fee_id, programme_id, session_id, academic_year, level,
             payment_type, reference, status, payment_mode, gateway, channel, currency, amount,
             amount_paid, balance, platform_fee, gateway_fee, total, installment_number,
             total_installments, payment_date)
           select e.school_id, e.student_id, f.id, e.programme_id, s.id, y.label, e.current_level,
                  'tuition', 'BENCH-TUITION-' || e.id, 'completed', 'card', 'paystack', 'card', 'NGN',
                  f.amount, f.amount, 0, 0, 0, f.amount, 0, f.installment_count, now()
             from enrollments e
             join academic_sessions s on s.school_id = e.school_id and s.is_current
             join academic_years y on y.id = s.academic_year_id
             join fees f on f.session_id = s.id and f.type = 'tuition' and f.status = 'active'
            where e.school_id = $1 and e.stage = 'enrolled'`,
        [schoolId],
      );
      return { schoolId, students: ready.rowCount ?? 0, tuitionPaid: paid.rowCount ?? 0 };
    },
    'analyze users; analyze payments',
  );
}

/**
 * Up to `limit` 100-level students, each with the course set the page preselects for them: the
 * compulsory courses of their programme's first semester (five of the department's, GST 101 and
 * GST 103: seven courses, 18 units, no prerequisites). A submit writes one registration and
 * seven items: the shape of the ceiling's transaction.
 */
export async function firstYearStudents(
  pool: pg.Pool,
  schoolId: string,
  limit: number,
): Promise<BenchStudent[]> {
  const curricula = await pool.query<{ programme_id: string; ids: string[] }>(
    `select ci.programme_id, array_agg(ci.course_id order by c.code) as ids
       from curriculum_items ci join courses c on c.id = ci.course_id
      where ci.school_id = $1 and ci.level = 100 and ci.semester = 1
        and ci.category <> 'elective' and c.status = 'active'
      group by ci.programme_id`,
    [schoolId],
  );
  const byProgramme = new Map(curricula.rows.map((r) => [r.programme_id, r.ids]));
  // Spread over the programmes, as a rush on the first morning would be.
  const students = await pool.query<{ email: string; programme_id: string }>(
    `select u.email, e.programme_id
       from enrollments e join users u on u.id = e.student_id
      where e.school_id = $1 and e.stage = 'enrolled' and e.current_level = 100
      order by md5(u.id::text)
      limit $2`,
    [schoolId, limit],
  );
  return students.rows.map((s) => ({
    email: s.email,
    courseIds: byProgramme.get(s.programme_id) ?? [],
  }));
}

/** Scratch tables shaped like course_registrations and course_registration_items. */
export async function createCeilingTables(pool: pg.Pool) {
  await pool.query(`
    create table bench_ceiling_registrations (
      id uuid primary key default gen_random_uuid(),
      school_id uuid not null,
      enrollment_id uuid not null,
      semester_id uuid not null,
      state text not null,
      total_units integer not null,
      max_units integer not null,
      submitted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create table bench_ceiling_items (
      registration_id uuid not null references bench_ceiling_registrations (id) on delete cascade,
      school_id uuid not null,
      course_id uuid not null,
      units integer not null,
      category text not null,
      primary key (registration_id, course_id)
    );
    create index bench_ceiling_items_course_idx on bench_ceiling_items (course_id);`);
}

export async function dropCeilingTables(pool: pg.Pool) {
  await pool.query('drop table if exists bench_ceiling_items, bench_ceiling_registrations');
}

/** The ceiling's unit of work: BEGIN; one header and seven item INSERTs; COMMIT. */
export async function eightInsertTransaction(pool: pg.Pool, schoolId: string) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const header = await client.query<{ id: string }>(
      `insert into bench_ceiling_registrations
         (school_id, enrollment_id, semester_id, state, total_units, max_units, submitted_at)
       values ($1, gen_random_uuid(), gen_random_uuid(), 'submitted', 18, 24, now())
       returning id`,
      [schoolId],
    );
    const registrationId = header.rows[0]?.id;
    for (let i = 0; i < 7; i++) {
      await client.query(
        `insert into bench_ceiling_items (registration_id, school_id, course_id, units, category)
         values ($1, $2, gen_random_uuid(), $3, 'compulsory')`,
        [registrationId, schoolId, i < 5 ? 3 : 2],
      );
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
