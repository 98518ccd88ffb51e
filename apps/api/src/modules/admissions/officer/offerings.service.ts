import type { TOffering, TOfferingInput, TOpenProgrammes } from '@campusflow/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { findCurrentSession, loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, programmes } from '@/modules/academics/structure.tables.ts';
import { admissionOfferings, applications } from '@/modules/admissions/admissions.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

export async function requireCurrentSession(db: DbOrTx, schoolId: string) {
  const session = await findCurrentSession(db, schoolId);
  if (!session) throw new AppError('no_current_session');
  return session;
}

/** Application and acceptance fees per programme (its own, else the school-wide one). */
async function admissionFeeAmounts(db: DbOrTx, schoolId: string, sessionId: string) {
  const rows = await db
    .select({ type: fees.type, programmeId: fees.programmeId, amount: fees.amount })
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, schoolId),
        eq(fees.sessionId, sessionId),
        eq(fees.status, 'active'),
        inArray(fees.type, ['application', 'acceptance']),
      ),
    );
  return (type: 'application' | 'acceptance', programmeId: string) =>
    (
      rows.find((r) => r.type === type && r.programmeId === programmeId) ??
      rows.find((r) => r.type === type && r.programmeId === null)
    )?.amount ?? null;
}

/** Offers made (offered, accepted or enrolled) per programme in a session. */
async function offersByProgramme(db: DbOrTx, schoolId: string, sessionId: string) {
  const programme = sql<string>`coalesce(${applications.offeredProgrammeId}, ${enrollments.programmeId})`;
  const rows = await db
    .select({ programmeId: programme, count: sql<number>`count(*)`.mapWith(Number) })
    .from(applications)
    .innerJoin(enrollments, eq(enrollments.id, applications.enrollmentId))
    .where(
      and(
        eq(applications.schoolId, schoolId),
        eq(applications.sessionId, sessionId),
        inArray(enrollments.stage, ['offered', 'accepted', 'enrolled']),
      ),
    )
    .groupBy(programme);
  return (programmeId: string) => rows.find((r) => r.programmeId === programmeId)?.count ?? 0;
}

async function offeringsOf(
  db: DbOrTx,
  schoolId: string,
  session: { id: string; name: string },
  openOnly: boolean,
): Promise<TOffering[]> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .select({
      offering: admissionOfferings,
      programmeName: programmes.name,
      programmeCode: programmes.code,
      departmentName: departments.name,
    })
    .from(admissionOfferings)
    .innerJoin(programmes, eq(programmes.id, admissionOfferings.programmeId))
    .innerJoin(departments, eq(departments.id, programmes.departmentId))
    .where(
      and(
        eq(admissionOfferings.schoolId, schoolId),
        eq(admissionOfferings.sessionId, session.id),
        ...(openOnly
          ? [
              eq(admissionOfferings.isOpen, true),
              eq(programmes.status, 'active'),
              or(
                isNull(admissionOfferings.closesAt),
                sql`${admissionOfferings.closesAt} >= ${today}`,
              ),
            ]
          : []),
      ),
    )
    .orderBy(asc(departments.name), asc(programmes.name));
  const [feeOf, offersOf] = await Promise.all([
    admissionFeeAmounts(db, schoolId, session.id),
    offersByProgramme(db, schoolId, session.id),
  ]);
  return rows.map((r) => ({
    id: r.offering.id,
    programmeId: r.offering.programmeId,
    programmeName: r.programmeName,
    programmeCode: r.programmeCode,
    departmentName: r.departmentName,
    sessionId: session.id,
    sessionName: session.name,
    isOpen: r.offering.isOpen,
    closesAt: r.offering.closesAt,
    utmeSubjects: r.offering.utmeSubjects,
    olevelSubjects: r.offering.olevelSubjects,
    minCredits: r.offering.minCredits,
    maxSittings: r.offering.maxSittings,
    utmeCutOff: r.offering.utmeCutOff,
    quota: r.offering.quota,
    applicationFee: feeOf('application', r.offering.programmeId),
    acceptanceFee: feeOf('acceptance', r.offering.programmeId),
    offersMade: offersOf(r.offering.programmeId),
  }));
}

/** Programmes a school has open for application this session (public, `/apply`). */
export async function openProgrammes(
  ctx: ServiceContext,
  schoolIdOrCode: string,
): Promise<TOpenProgrammes> {
  const byId = /^[0-9a-f-]{36}$/i.test(schoolIdOrCode);
  const [school] = await ctx.db
    .select({ id: schools.id, name: schools.name, code: schools.code })
    .from(schools)
    .where(
      and(
        byId
          ? eq(schools.id, schoolIdOrCode)
          : sql`upper(${schools.code}) = upper(${schoolIdOrCode})`,
        eq(schools.status, 'active'),
      ),
    );
  if (!school) throw new AppError('school_not_found');
  const [session, { settings }] = await Promise.all([
    findCurrentSession(ctx.db, school.id),
    loadSchoolSettings(ctx.db, school.id),
  ]);
  const items = session ? await offeringsOf(ctx.db, school.id, session, true) : [];
  return {
    school,
    session: session ? { id: session.id, name: session.name } : null,
    stages: settings.admissionStages,
    items,
  };
}

export async function listOfferings(ctx: ServiceContext, actor: Actor) {
  const schoolId = requireSchool(actor);
  const session = await requireCurrentSession(ctx.db, schoolId);
  return { items: await offeringsOf(ctx.db, schoolId, session, false) };
}

/** Opens a programme for application this session, or changes its rules (audited). */
export async function saveOffering(
  ctx: ServiceContext,
  actor: Actor,
  input: TOfferingInput,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    const session = await requireCurrentSession(tx, schoolId);
    const [programme] = await tx
      .select({ id: programmes.id })
      .from(programmes)
      .where(and(eq(programmes.id, input.programmeId), eq(programmes.schoolId, schoolId)));
    if (!programme) {
      throw fieldError('body.programmeId', 'Choose a programme of this school.');
    }
    const values = {
      isOpen: input.isOpen,
      closesAt: input.closesAt,
      utmeSubjects: input.utmeSubjects,
      olevelSubjects: input.olevelSubjects,
      minCredits: input.minCredits,
      maxSittings: input.maxSittings,
      utmeCutOff: input.utmeCutOff,
      quota: input.quota,
    };
    const [before] = await tx
      .select()
      .from(admissionOfferings)
      .where(
        and(
          eq(admissionOfferings.schoolId, schoolId),
          eq(admissionOfferings.sessionId, session.id),
          eq(admissionOfferings.programmeId, input.programmeId),
        ),
      );
    const [saved] = await tx
      .insert(admissionOfferings)
      .values({ schoolId, sessionId: session.id, programmeId: input.programmeId, ...values })
      .onConflictDoUpdate({
        target: [
          admissionOfferings.schoolId,
          admissionOfferings.sessionId,
          admissionOfferings.programmeId,
        ],
        set: { ...values, updatedAt: new Date() },
      })
      .returning();
    await recordAudit(tx, audit, {
      action: before ? 'admission_offering.update' : 'admission_offering.create',
      entityType: 'admission_offering',
      entityId: saved?.id ?? null,
      before: before ?? null,
      after: saved ?? null,
    });
    const [item] = (await offeringsOf(tx, schoolId, session, false)).filter(
      (o) => o.programmeId === input.programmeId,
    );
    if (!item) throw new AppError('internal');
    return item;
  });
}

/** The open offerings among these programmes (for checking an applicant's choices). */
export async function openOfferingIds(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  programmeIds: string[],
): Promise<Set<string>> {
  if (programmeIds.length === 0) return new Set();
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .select({ programmeId: admissionOfferings.programmeId })
    .from(admissionOfferings)
    .where(
      and(
        eq(admissionOfferings.schoolId, schoolId),
        eq(admissionOfferings.sessionId, sessionId),
        eq(admissionOfferings.isOpen, true),
        inArray(admissionOfferings.programmeId, programmeIds),
        or(isNull(admissionOfferings.closesAt), sql`${admissionOfferings.closesAt} >= ${today}`),
      ),
    );
  return new Set(rows.map((r) => r.programmeId));
}
