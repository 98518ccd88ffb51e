import type { TMyAccommodation } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { applicationsWithPlace, toApplication } from '@/modules/hostels/beds/application-view.ts';
import { hostelsFor, sessionPrices } from '@/modules/hostels/beds/session-setup.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { loadHostelContext } from './hostel-context.ts';

/**
 * The student's accommodation page: the session's rules, why they cannot apply (if so), the
 * hostels open to them with prices and free beds, and their latest application this session.
 */
export async function myAccommodation(
  ctx: ServiceContext,
  actor: Actor,
  now = new Date(),
): Promise<TMyAccommodation> {
  const schoolId = requireSchool(actor);
  const c = await loadHostelContext(ctx.db, schoolId, actor.userId, now);
  const gender = c.student?.gender;
  const [choices, prices, rows] = await Promise.all([
    gender ? hostelsFor(ctx.db, schoolId, gender) : [],
    c.session ? sessionPrices(ctx.db, schoolId, c.session.id) : [],
    c.session
      ? applicationsWithPlace(
          ctx.db,
          schoolId,
          and(
            eq(hostelApplications.sessionId, c.session.id),
            eq(hostelApplications.studentId, actor.userId),
          ),
        ).limit(1)
      : [],
  ]);
  return {
    session: c.session ? { id: c.session.id, name: c.session.name } : null,
    blockers: c.blockers,
    rules: c.rules
      ? {
          mode: c.rules.mode,
          holdHours: c.rules.holdHours,
          allowPreferences: c.rules.allowPreferences,
          opensAt: c.rules.opensAt?.toISOString() ?? null,
          closesAt: c.rules.closesAt?.toISOString() ?? null,
          ballot:
            c.rules.ballotDrawnAt && c.rules.ballotSeed
              ? { drawnAt: c.rules.ballotDrawnAt.toISOString(), seed: c.rules.ballotSeed }
              : null,
        }
      : null,
    hostels: choices.map((h) => {
      const amounts = prices
        .filter((p) => p.hostelId === null || p.hostelId === h.id)
        .map((p) => p.amountKobo);
      return {
        ...h,
        priceFromKobo: amounts.length ? Math.min(...amounts) : null,
        priceToKobo: amounts.length ? Math.max(...amounts) : null,
      };
    }),
    application: rows[0] ? toApplication(rows[0]) : null,
  };
}
