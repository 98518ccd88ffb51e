import type { TSchoolReport } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/platform/db/rows.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

type Row = {
  programme_id: string;
  programme: string;
  faculty_id: string;
  faculty: string;
  level: number;
  students: number;
};

/**
 * Enrolled students by programme and level, one grouped statement over the enrollments'
 * (school, programme, level, stage) index; faculties and levels are sums of its rows.
 */
export async function enrolmentFigures(
  db: DbOrTx,
  schoolId: string,
): Promise<TSchoolReport['enrolment']> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select g.programme_id, p.name as programme, f.id as faculty_id, f.name as faculty,
        g.level, g.students
      from (
        select programme_id, current_level as level, count(*)::int as students
        from enrollments
        where school_id = ${schoolId} and stage = 'enrolled'
        group by programme_id, current_level
      ) g
      join programmes p on p.id = g.programme_id
      join departments d on d.id = p.department_id
      join faculties f on f.id = d.faculty_id
      order by f.name, p.name, g.level`),
  );
  const faculties = new Map<string, { facultyId: string; faculty: string; students: number }>();
  const levels = new Map<number, number>();
  const programmes = new Map<
    string,
    { programmeId: string; programme: string; faculty: string; students: number }
  >();
  for (const r of rows) {
    const f = faculties.get(r.faculty_id) ?? {
      facultyId: r.faculty_id,
      faculty: r.faculty,
      students: 0,
    };
    f.students += r.students;
    faculties.set(r.faculty_id, f);
    levels.set(r.level, (levels.get(r.level) ?? 0) + r.students);
    const p = programmes.get(r.programme_id) ?? {
      programmeId: r.programme_id,
      programme: r.programme,
      faculty: r.faculty,
      students: 0,
    };
    p.students += r.students;
    programmes.set(r.programme_id, p);
  }
  return {
    students: rows.reduce((sum, r) => sum + r.students, 0),
    byFaculty: [...faculties.values()],
    byLevel: [...levels.entries()]
      .sort(([a], [b]) => a - b)
      .map(([level, students]) => ({ level, students })),
    byProgramme: [...programmes.values()].sort((a, b) => b.students - a.students),
  };
}
