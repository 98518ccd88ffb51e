import type { TApplyForBed, THostelApplication } from '@campusflow/contracts';
import { priceFor, quotaPercent } from '@campusflow/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { applicationsWithPlace, toApplication } from '@/modules/hostels/beds/application-view.ts';
import { findBedUnderLock } from '@/modules/hostels/beds/hold-bed.ts';
import { quotasOf, sessionPrices } from '@/modules/hostels/beds/session-setup.ts';
import { hostelApplications, hostels } from '@/modules/hostels/hostels.tables.ts';
import { requireTurn } from '@/modules/waiting-room/waiting-room.queries.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { violatesUnique } from '@/platform/crud/unique-violation.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { blockerError, type HostelContext, loadHostelContext } from './hostel-context.ts';

type Ready = HostelContext & {
  session: NonNullable<HostelContext['session']>;
  student: NonNullable<HostelContext['student']> & { gender: 'male' | 'female' };
  rules: NonNullable<HostelContext['rules']>;
};

/** The hostels the application may fill, in the student's order: their preferences, or all. */
async function candidateHostels(
  ctx: ServiceContext,
  c: Ready,
  schoolId: string,
  preferences: readonly string[],
): Promise<string[]> {
  if (!c.rules.allowPreferences || preferences.length === 0) {
    const open = await ctx.db
      .select({ id: hostels.id })
      .from(hostels)
      .where(
        and(
          eq(hostels.schoolId, schoolId),
          eq(hostels.status, 'active'),
          eq(hostels.gender, c.student.gender),
        ),
      )
      .orderBy(asc(hostels.name));
    return open.map((h) => h.id);
  }
  const named = await ctx.db
    .select({ id: hostels.id, gender: hostels.gender, status: hostels.status })
    .from(hostels)
    .where(and(eq(hostels.schoolId, schoolId), inArray(hostels.id, [...preferences])));
  for (const id of preferences) {
    const hostel = named.find((h) => h.id === id);
    if (hostel?.status !== 'active') throw new AppError('hostel_not_found');
    if (hostel.gender !== c.student.gender) throw new AppError('hostel_wrong_gender');
  }
  return [...new Set(preferences)];
}

/**
 * A student applies for a bed for the current session. In a ballot the application waits for
 * the draw. First come first served, it holds the first free bed of the first hostel (in the
 * student's order) whose quota for the student's level group has room, for the session's hold
 * time: each hostel is tried in its own short transaction under that hostel's lock
 * (`findBedUnderLock`), so nothing is held while the next is tried. One active application per
 * student and session is the database's rule (`hostel_applications_student_key`).
 */
export async function applyForBed(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: TApplyForBed,
  now = new Date(),
): Promise<THostelApplication> {
  const schoolId = requireSchool(actor);
  const context = await loadHostelContext(ctx.db, schoolId, actor.userId, now);
  const first = context.blockers[0];
  if (first) throw new AppError(blockerError[first.code]);
  await requireTurn(ctx.db, schoolId, 'hostel', actor.userId, now);
  const c = context as Ready;
  const base = {
    schoolId,
    sessionId: c.session.id,
    studentId: actor.userId,
    enrollmentId: c.student.enrollmentId,
    gender: c.student.gender,
    level: c.student.level,
    levelGroup: c.student.levelGroup,
    preferences: c.rules.allowPreferences ? [...new Set(input.preferences ?? [])] : [],
  };
  const candidates = await candidateHostels(ctx, c, schoolId, base.preferences);
  const id = await insertOnce(async () => {
    if (c.rules.mode === 'ballot') {
      return inTransaction(ctx.db, async (tx) => {
        const [row] = await tx
          .insert(hostelApplications)
          .values({ ...base, state: 'pending' })
          .returning({ id: hostelApplications.id });
        await recordAudit(tx, audit, {
          action: 'hostel.applied',
          entityType: 'hostel_application',
          entityId: row?.id,
          after: { mode: 'ballot', preferences: base.preferences },
        });
        return row?.id;
      });
    }
    return holdFirstFreeBed(ctx, audit, c, base, candidates, now);
  });
  const [row] = await applicationsWithPlace(ctx.db, schoolId, eq(hostelApplications.id, id));
  if (!row) throw new AppError('hostel_application_not_found');
  return toApplication(row);
}

/** A second active application of the student (another tab, a double tap) is refused. */
async function insertOnce(work: () => Promise<string | undefined>): Promise<string> {
  try {
    const id = await work();
    if (!id) throw new AppError('hostel_full');
    return id;
  } catch (error) {
    if (violatesUnique(error, 'hostel_applications_student_key')) {
      throw new AppError('hostel_already_applied');
    }
    throw error;
  }
}

async function holdFirstFreeBed(
  ctx: ServiceContext,
  audit: AuditContext,
  c: Ready,
  base: Omit<typeof hostelApplications.$inferInsert, 'state'>,
  candidates: readonly string[],
  now: Date,
): Promise<string> {
  const prices = await sessionPrices(ctx.db, base.schoolId, c.session.id);
  const quotas = quotasOf(c.rules);
  const percent = quotaPercent(quotas, c.student.levelGroup);
  let quotaReached = false;
  for (const hostelId of candidates) {
    const id = await inTransaction(ctx.db, async (tx) => {
      const bed = await findBedUnderLock(tx, {
        schoolId: base.schoolId,
        sessionId: c.session.id,
        hostelId,
        levelGroup: c.student.levelGroup,
        quotaPercent: percent,
      });
      if (bed.outcome !== 'ok') {
        if (bed.outcome === 'quota') quotaReached = true;
        return null;
      }
      const price = priceFor(prices, { hostelId, roomType: bed.roomType });
      if (!price) return null;
      const heldUntil = new Date(now.getTime() + c.rules.holdHours * 3_600_000);
      const [row] = await tx
        .insert(hostelApplications)
        .values({
          ...base,
          state: 'held',
          hostelId,
          bedSpaceId: bed.bedSpaceId,
          feeId: price.feeId,
          heldUntil,
        })
        .returning({ id: hostelApplications.id });
      await recordAudit(tx, audit, {
        action: 'hostel.bed_held',
        entityType: 'hostel_application',
        entityId: row?.id,
        after: { bedSpaceId: bed.bedSpaceId, heldUntil: heldUntil.toISOString() },
      });
      return row?.id ?? null;
    });
    if (id) return id;
  }
  throw new AppError(quotaReached ? 'hostel_quota_reached' : 'hostel_full');
}
