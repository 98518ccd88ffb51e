import { randomBytes } from 'node:crypto';
import type { TBallotDrawn, TRunBallot } from '@campusflow/contracts';
import { drawBallot, priceFor } from '@campusflow/domain';
import { and, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { quotasOf, sessionPrices } from '@/modules/hostels/beds/session-setup.ts';
import { hostelApplications, hostelRules } from '@/modules/hostels/hostels.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { hostelCapacity } from './ballot-capacity.ts';
import { queueBallotMails } from './ballot-mail.ts';
import { writeBallotOutcomes } from './ballot-writes.ts';
import { drawRefusal, refusalError } from './draw-refusal.ts';

/**
 * The hostel admin draws the session's ballot, once, after the window closed. One
 * transaction: the rules row is locked (a second draw waits, then finds it drawn), then every
 * hostel's occupancy row in id order, so no application, payment or admin takes a bed while
 * the free beds and quota room are read and the draw is written. Winners hold their bed for
 * the session's hold time and pay like a first-come hold; every student is mailed.
 */
export async function drawHostelBallot(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: TRunBallot,
  now = new Date(),
): Promise<TBallotDrawn> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  if (!session) throw new AppError('hostel_ballot_no_rules');
  const seed = input.seed ?? randomBytes(16).toString('hex');
  const drawn = await inTransaction(ctx.db, async (tx) => {
    const [rules] = await tx
      .select()
      .from(hostelRules)
      .where(and(eq(hostelRules.schoolId, schoolId), eq(hostelRules.sessionId, session.id)))
      .for('update');
    const refusal = drawRefusal(rules ?? null, now);
    if (refusal || !rules) throw new AppError(refusalError[refusal ?? 'no_rules']);

    const applications = await tx
      .select({
        id: hostelApplications.id,
        gender: hostelApplications.gender,
        levelGroup: hostelApplications.levelGroup,
        preferences: hostelApplications.preferences,
      })
      .from(hostelApplications)
      .where(
        and(
          eq(hostelApplications.schoolId, schoolId),
          eq(hostelApplications.sessionId, session.id),
          eq(hostelApplications.state, 'pending'),
        ),
      )
      .for('update');
    const capacity = await hostelCapacity(tx, schoolId, session.id, quotasOf(rules), {
      lock: true,
    });
    const prices = await sessionPrices(tx, schoolId, session.id);
    // A bed without a price cannot be paid for, so the draw does not offer it.
    const feeOfBed = new Map<string, string>();
    const hostels = capacity.map((h) => ({
      id: h.id,
      gender: h.gender,
      caps: h.caps,
      beds: h.beds.filter((bed) => {
        const price = priceFor(prices, { hostelId: h.id, roomType: bed.roomType });
        if (price) feeOfBed.set(bed.id, price.feeId);
        return price !== null;
      }),
    }));
    const outcomes = drawBallot({ seed, applications, hostels });
    const heldUntil = new Date(now.getTime() + rules.holdHours * 3_600_000);
    await writeBallotOutcomes(tx, outcomes, feeOfBed, heldUntil, now);
    await tx
      .update(hostelRules)
      .set({ ballotSeed: seed, ballotDrawnAt: now, ballotDrawnBy: actor.userId, updatedAt: now })
      .where(and(eq(hostelRules.schoolId, schoolId), eq(hostelRules.sessionId, session.id)));
    const held = outcomes.filter((o) => o.outcome === 'held').length;
    const result = {
      seed,
      drawnAt: now.toISOString(),
      held,
      unsuccessful: outcomes.length - held,
    };
    await recordAudit(tx, audit, {
      action: 'hostel.ballot_drawn',
      entityType: 'hostel_rules',
      entityId: session.id,
      after: { ...result, applications: outcomes.length, heldUntil: heldUntil.toISOString() },
    });
    const [school] = await tx
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, schoolId));
    await queueBallotMails(ctx, tx, {
      schoolId,
      schoolName: school?.name ?? 'your school',
      sessionId: session.id,
      seed,
      total: outcomes.length,
    });
    return result;
  });
  void ctx.mailer.kick();
  return drawn;
}
