import {
  semesterNames,
  type TAcademicYear,
  type TCreateAcademicYear,
  type TCreateRegistrationPeriod,
  type TCreateSemester,
  type TCreateSession,
  type TListQuery,
  type TRegistrationPeriod,
  type TSemester,
  type TSession,
  type TUpdateAcademicYear,
  type TUpdateRegistrationPeriod,
  type TUpdateSemester,
  type TUpdateSession,
} from '@campusflow/contracts';
import { academicYearLabel } from '@campusflow/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  academicSessions,
  academicYears,
  registrationPeriods,
  semesters,
} from '@/modules/academics/calendar.tables.ts';
import { programmeTypes } from '@/modules/academics/structure.tables.ts';
import type { ResourceSpec } from '@/platform/crud/school-resource.ts';
import { fieldError } from '@/platform/errors/field-error.ts';

const times = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

type YearRow = { year: typeof academicYears.$inferSelect; sessionCount: number };

export const academicYearSpec: ResourceSpec<
  YearRow,
  TAcademicYear,
  TListQuery,
  TCreateAcademicYear,
  TUpdateAcademicYear
> = {
  entity: 'academic_year',
  noun: 'academic year',
  table: academicYears,
  select: (db) =>
    db
      .select({
        year: academicYears,
        sessionCount: sql<number>`(select count(*)::int from academic_sessions s where s.academic_year_id = "academic_years"."id")`,
      })
      .from(academicYears)
      .$dynamic(),
  toItem: ({ year, sessionCount }) => ({
    id: year.id,
    name: year.label,
    startYear: year.startYear,
    startsOn: year.startsOn,
    endsOn: year.endsOn,
    status: year.status,
    sessionCount,
    ...times(year),
  }),
  search: [academicYears.label],
  sortable: { name: academicYears.startYear, startYear: academicYears.startYear },
  defaultSort: '-startYear',
  uniques: {
    academic_years_school_year_key: {
      field: 'startYear',
      message: 'This academic year already exists.',
    },
  },
  dependents: [
    {
      table: academicSessions,
      column: academicSessions.academicYearId,
      message: 'This academic year has sessions.',
    },
  ],
  derive: (values) =>
    typeof values.startYear === 'number' ? { label: academicYearLabel(values.startYear) } : {},
};

type SessionRow = {
  session: typeof academicSessions.$inferSelect;
  yearLabel: string;
  semesterCount: number;
};

export const sessionSpec: ResourceSpec<
  SessionRow,
  TSession,
  TListQuery & { academicYearId?: string },
  TCreateSession,
  TUpdateSession
> = {
  entity: 'session',
  noun: 'session',
  table: academicSessions,
  select: (db) =>
    db
      .select({
        session: academicSessions,
        yearLabel: academicYears.label,
        semesterCount: sql<number>`(select count(*)::int from semesters m where m.session_id = "academic_sessions"."id")`,
      })
      .from(academicSessions)
      .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
      .$dynamic(),
  toItem: ({ session, yearLabel, semesterCount }) => ({
    id: session.id,
    name: session.name,
    academicYearId: session.academicYearId,
    academicYearLabel: yearLabel,
    isCurrent: session.isCurrent,
    startsOn: session.startsOn,
    endsOn: session.endsOn,
    status: session.status,
    semesterCount,
    ...times(session),
  }),
  search: [academicSessions.name],
  sortable: { name: academicSessions.name, createdAt: academicSessions.createdAt },
  defaultSort: '-createdAt',
  filters: (query) => [
    query.academicYearId ? eq(academicSessions.academicYearId, query.academicYearId) : undefined,
  ],
  references: [{ field: 'academicYearId', table: academicYears, noun: 'academic year' }],
  uniques: {
    academic_sessions_school_name_key: {
      field: 'name',
      message: 'A session with this name already exists.',
    },
  },
  dependents: [
    { table: semesters, column: semesters.sessionId, message: 'This session has semesters.' },
  ],
  check: (values) => {
    if ('isCurrent' in values && values.status === 'archived' && values.isCurrent) {
      throw fieldError('body.status', 'Make another session current before archiving this one.');
    }
  },
};

type SemesterRow = { semester: typeof semesters.$inferSelect; sessionName: string };

export const semesterSpec: ResourceSpec<
  SemesterRow,
  TSemester,
  TListQuery & { sessionId?: string },
  TCreateSemester,
  TUpdateSemester
> = {
  entity: 'semester',
  noun: 'semester',
  table: semesters,
  select: (db) =>
    db
      .select({ semester: semesters, sessionName: academicSessions.name })
      .from(semesters)
      .innerJoin(academicSessions, eq(academicSessions.id, semesters.sessionId))
      .$dynamic(),
  toItem: ({ semester, sessionName }) => ({
    id: semester.id,
    name: `${semesterNames[semester.sequence - 1] ?? `Semester ${semester.sequence}`}, ${sessionName}`,
    sessionId: semester.sessionId,
    sessionName,
    sequence: semester.sequence,
    startsOn: semester.startsOn,
    endsOn: semester.endsOn,
    status: semester.status,
    ...times(semester),
  }),
  search: [academicSessions.name],
  sortable: {
    name: semesters.sequence,
    sequence: semesters.sequence,
    createdAt: semesters.createdAt,
  },
  defaultSort: 'sequence',
  filters: (query) => [query.sessionId ? eq(semesters.sessionId, query.sessionId) : undefined],
  references: [{ field: 'sessionId', table: academicSessions, noun: 'session' }],
  uniques: {
    semesters_session_sequence_key: {
      field: 'sequence',
      message: 'This session already has this semester.',
    },
  },
  dependents: [
    {
      table: registrationPeriods,
      column: registrationPeriods.semesterId,
      message: 'This semester has registration periods.',
    },
  ],
};

type PeriodRow = {
  period: typeof registrationPeriods.$inferSelect;
  semester: { sequence: number; sessionName: string };
  programmeTypeName: string | null;
};

/** Where `now` falls in a registration window. */
export function registrationState(
  period: { opensAt: Date; closesAt: Date; lateClosesAt: Date | null },
  now = new Date(),
): TRegistrationPeriod['state'] {
  if (now < period.opensAt) return 'upcoming';
  if (now < period.closesAt) return 'open';
  if (period.lateClosesAt && now < period.lateClosesAt) return 'late';
  return 'closed';
}

export const registrationPeriodSpec: ResourceSpec<
  PeriodRow,
  TRegistrationPeriod,
  TListQuery & { sessionId?: string; semesterId?: string },
  TCreateRegistrationPeriod,
  TUpdateRegistrationPeriod
> = {
  entity: 'registration_period',
  noun: 'registration period',
  table: registrationPeriods,
  select: (db) =>
    db
      .select({
        period: registrationPeriods,
        semester: { sequence: semesters.sequence, sessionName: academicSessions.name },
        programmeTypeName: programmeTypes.name,
      })
      .from(registrationPeriods)
      .innerJoin(semesters, eq(semesters.id, registrationPeriods.semesterId))
      .innerJoin(academicSessions, eq(academicSessions.id, registrationPeriods.sessionId))
      .leftJoin(programmeTypes, eq(programmeTypes.id, registrationPeriods.programmeTypeId))
      .$dynamic(),
  toItem: ({ period, semester, programmeTypeName }) => ({
    id: period.id,
    name: [
      `${semesterNames[semester.sequence - 1] ?? 'Semester'}, ${semester.sessionName}`,
      programmeTypeName,
      period.levels.length > 0 ? period.levels.map((l) => `${l}L`).join(', ') : null,
    ]
      .filter(Boolean)
      .join(' · '),
    sessionId: period.sessionId,
    semesterId: period.semesterId,
    programmeTypeId: period.programmeTypeId,
    programmeTypeName,
    levels: period.levels,
    opensAt: period.opensAt.toISOString(),
    closesAt: period.closesAt.toISOString(),
    lateClosesAt: period.lateClosesAt?.toISOString() ?? null,
    lateFeeKobo: period.lateFeeKobo,
    state: registrationState(period),
    status: period.status,
    ...times(period),
  }),
  search: [academicSessions.name],
  sortable: { name: registrationPeriods.opensAt, opensAt: registrationPeriods.opensAt },
  defaultSort: '-opensAt',
  filters: (query) => [
    query.sessionId ? eq(registrationPeriods.sessionId, query.sessionId) : undefined,
    query.semesterId ? eq(registrationPeriods.semesterId, query.semesterId) : undefined,
  ],
  references: [
    { field: 'semesterId', table: semesters, noun: 'semester' },
    { field: 'programmeTypeId', table: programmeTypes, noun: 'programme type' },
  ],
  uniques: {},
  check: (values) => {
    const at = (v: unknown) => (v ? new Date(String(v)).getTime() : null);
    const opens = at(values.opensAt);
    const closes = at(values.closesAt);
    const late = at(values.lateClosesAt);
    if (opens !== null && closes !== null && closes <= opens)
      throw fieldError('body.closesAt', 'Registration must close after it opens.');
    if (late !== null && closes !== null && late <= closes)
      throw fieldError('body.lateClosesAt', 'The late window ends after the normal one.');
    if (values.lateFeeKobo && late === null)
      throw fieldError('body.lateFeeKobo', 'A late fee needs a late window.');
  },
  // Instants arrive as ISO text; the columns take dates.
  derive: (values) => {
    const at = (v: unknown) =>
      v === null ? null : v === undefined ? undefined : new Date(String(v));
    return Object.fromEntries(
      Object.entries({
        opensAt: at(values.opensAt),
        closesAt: at(values.closesAt),
        lateClosesAt: at(values.lateClosesAt),
      }).filter(([, v]) => v !== undefined),
    );
  },
  // The period belongs to its semester's session; the browser does not choose it.
  verify: async (tx, schoolId, values) => {
    if (typeof values.semesterId !== 'string') return undefined;
    const [semester] = await tx
      .select({ sessionId: semesters.sessionId })
      .from(semesters)
      .where(and(eq(semesters.id, values.semesterId), eq(semesters.schoolId, schoolId)));
    return semester ? { sessionId: semester.sessionId } : undefined;
  },
};
