import type { TBallotState } from '@campusflow/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { quotasOf, sessionRules } from '@/modules/hostels/beds/session-setup.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { hostelCapacity } from './ballot-capacity.ts';
import { drawRefusal } from './draw-refusal.ts';

/** Drawn applications of the session: how many drew a bed, how many did not. */
export async function ballotCounts(db: DbOrTx, schoolId: string, sessionId: string) {
  const [row] = await db
    .select({
      held: sql<number>`count(*) filter (where ${hostelApplications.bedSpaceId} is not null)`.mapWith(
        Number,
      ),
      unsuccessful:
        sql<number>`count(*) filter (where ${hostelApplications.bedSpaceId} is null)`.mapWith(
          Number,
        ),
    })
    .from(hostelApplications)
    .where(
      and(
        eq(hostelApplications.schoolId, schoolId),
        eq(hostelApplications.sessionId, sessionId),
        isNotNull(hostelApplications.ballotRank),
      ),
    );
  return { held: row?.held ?? 0, unsuccessful: row?.unsuccessful ?? 0 };
}

/** The hostel admin's ballot page: window, who waits, beds and quota room, and the draw. */
export async function ballotState(
  ctx: ServiceContext,
  actor: Actor,
  now = new Date(),
): Promise<TBallotState> {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(ctx.db, schoolId);
  const rules = session ? await sessionRules(ctx.db, schoolId, session.id) : null;
  if (!session || !rules) {
    return {
      session: session ? { id: session.id, name: session.name } : null,
      rules: null,
      pending: [],
      hostels: [],
      draw: null,
      outcomes: { held: 0, unsuccessful: 0 },
      refusal: 'no_rules',
    };
  }
  const [pending, capacity, outcomes, drawnBy] = await Promise.all([
    ctx.db
      .select({
        gender: hostelApplications.gender,
        levelGroup: hostelApplications.levelGroup,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(hostelApplications)
      .where(
        and(
          eq(hostelApplications.schoolId, schoolId),
          eq(hostelApplications.sessionId, session.id),
          eq(hostelApplications.state, 'pending'),
        ),
      )
      .groupBy(hostelApplications.gender, hostelApplications.levelGroup)
      .orderBy(hostelApplications.gender, hostelApplications.levelGroup),
    hostelCapacity(ctx.db, schoolId, session.id, quotasOf(rules)),
    ballotCounts(ctx.db, schoolId, session.id),
    rules.ballotDrawnBy
      ? ctx.db.select({ name: users.name }).from(users).where(eq(users.id, rules.ballotDrawnBy))
      : [],
  ]);
  return {
    session: { id: session.id, name: session.name },
    rules: {
      mode: rules.mode,
      opensAt: rules.opensAt?.toISOString() ?? null,
      closesAt: rules.closesAt?.toISOString() ?? null,
      holdHours: rules.holdHours,
    },
    pending,
    hostels: capacity.map((h) => ({
      id: h.id,
      name: h.name,
      gender: h.gender,
      freeBeds: h.beds.length,
      caps: { firstYear: h.caps.first_year, finalYear: h.caps.final_year, others: h.caps.others },
    })),
    draw:
      rules.ballotSeed && rules.ballotDrawnAt
        ? {
            seed: rules.ballotSeed,
            drawnAt: rules.ballotDrawnAt.toISOString(),
            drawnBy: drawnBy[0]?.name ?? null,
          }
        : null,
    outcomes,
    refusal: drawRefusal(rules, now),
  };
}
