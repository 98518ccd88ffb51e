import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';

const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** Where a real id of each kind is found, by the name of the field without `Id`/`Ids`. */
const tableOf: Record<string, { table: string; column?: string; scoped?: boolean }> = {
  academicYear: { table: 'academic_years' },
  bed: { table: 'bed_spaces' },
  bedSpace: { table: 'bed_spaces' },
  block: { table: 'hostel_blocks' },
  course: { table: 'courses' },
  prerequisite: { table: 'courses' },
  department: { table: 'departments' },
  enrollment: { table: 'applications', column: 'enrollment_id' },
  faculty: { table: 'faculties' },
  fee: { table: 'fees' },
  file: { table: 'files' },
  firstChoice: { table: 'programmes' },
  secondChoice: { table: 'programmes' },
  programme: { table: 'programmes' },
  programmeType: { table: 'programme_types' },
  hostel: { table: 'hostels' },
  room: { table: 'hostel_rooms' },
  registration: { table: 'course_registrations' },
  route: { table: 'transport_routes' },
  stop: { table: 'route_stops' },
  semester: { table: 'semesters' },
  session: { table: 'academic_sessions' },
  vehicle: { table: 'vehicles' },
  user: { table: 'users' },
  pendingUser: { table: 'users' },
  student: { table: 'users' },
  actor: { table: 'users' },
  owner: { table: 'users' },
  bank: { table: 'school_banks' },
  recipient: { table: 'mail_campaign_recipients' },
  id: { table: 'applications', column: 'enrollment_id' },
};

export const idStem = (field: string): string => field.replace(/(Ids|Id|ids|id)$/, '');

/**
 * A real id of each kind in `schoolId`, by field name (`facultyId` -> a faculty of the
 * school); `schoolId` is the school itself; a kind with no row gets a random uuid.
 */
export async function foreignIds(db: Db, schoolId: string): Promise<(field: string) => string> {
  const ids = new Map<string, string>([['school', schoolId]]);
  for (const [stem, source] of Object.entries(tableOf)) {
    const column = sql.identifier(source.column ?? 'id');
    const where: SQL = source.scoped === false ? sql`` : sql`where school_id = ${schoolId}`;
    const [row] = rowsOf<{ v: string }>(
      await db.execute(
        sql`select ${column}::text as v from ${sql.identifier(source.table)} ${where}
          order by ${column} limit 1`,
      ),
    );
    if (row) ids.set(stem, row.v);
  }
  return (field) => ids.get(idStem(field.split('.').at(-1) ?? field)) ?? randomUUID();
}
