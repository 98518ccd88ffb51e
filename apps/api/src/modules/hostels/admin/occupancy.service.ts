import {
  hostelLevelGroups,
  type TBedCounts,
  type THostelLevelGroup,
  type THostelOccupancy,
} from '@campusflow/contracts';
import { quotaCap, quotaPercent } from '@campusflow/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { quotasOf, sessionRules } from '@/modules/hostels/beds/session-setup.ts';
import {
  bedSpaces,
  hostelApplications,
  hostelBlocks,
  hostelOccupancy,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { adminSession } from './admin-session.ts';
import { defaultHostelRules } from './rules-defaults.ts';

const counted = (filter: SQL) => sql<number>`count(*) filter (where ${filter})`.mapWith(Number);
const a = hostelApplications;
const unclaimed = sql`${a.id} is null`;

/** Beds by what they are now, per hostel and block, in one grouped statement. */
function bedsByBlock(ctx: ServiceContext, schoolId: string) {
  return ctx.db
    .select({
      hostelId: hostels.id,
      hostel: hostels.name,
      gender: hostels.gender,
      blockId: hostelBlocks.id,
      block: hostelBlocks.name,
      total: sql<number>`count(${bedSpaces.id})`.mapWith(Number),
      held: counted(sql`${a.state} = 'held'`),
      occupied: counted(sql`${a.state} = 'allocated'`),
      reserved: counted(sql`${unclaimed} and ${bedSpaces.status} = 'reserved'`),
      outOfOrder: counted(sql`${unclaimed} and ${bedSpaces.status} = 'out_of_order'`),
      free: counted(sql`${unclaimed} and ${bedSpaces.status} = 'available'`),
      /** Beds the quotas are shares of (an application's cap counts these). */
      available: counted(sql`${bedSpaces.status} = 'available'`),
    })
    .from(hostels)
    .leftJoin(hostelBlocks, eq(hostelBlocks.hostelId, hostels.id))
    .leftJoin(bedSpaces, eq(bedSpaces.blockId, hostelBlocks.id))
    .leftJoin(a, and(eq(a.bedSpaceId, bedSpaces.id), inArray(a.state, ['held', 'allocated'])))
    .where(and(eq(hostels.schoolId, schoolId), eq(hostels.status, 'active')))
    .groupBy(hostels.id, hostelBlocks.id)
    .orderBy(asc(hostels.name), asc(hostelBlocks.name));
}

const noBeds = (): TBedCounts => ({
  total: 0,
  free: 0,
  held: 0,
  occupied: 0,
  reserved: 0,
  outOfOrder: 0,
});

function addBeds(into: TBedCounts, row: TBedCounts) {
  for (const key of Object.keys(into) as (keyof TBedCounts)[]) into[key] += row[key];
}

const pick = ({ total, free, held, occupied, reserved, outOfOrder }: TBedCounts): TBedCounts => ({
  total,
  free,
  held,
  occupied,
  reserved,
  outOfOrder,
});

const occupancyColumn = {
  first_year: 'firstYear',
  final_year: 'finalYear',
  others: 'others',
} as const;

/**
 * Occupancy at a glance for the current session: beds by state in total, per hostel and per
 * block; per hostel each level group's cap beside what it holds (the trigger's counts); and the
 * session's applications by level group and state. Four grouped statements whatever the size.
 */
export async function hostelOccupancyView(
  ctx: ServiceContext,
  actor: Actor,
): Promise<THostelOccupancy> {
  const { schoolId, session } = await adminSession(ctx.db, actor);
  const [blocks, byGroup, taken, rules] = await Promise.all([
    bedsByBlock(ctx, schoolId),
    ctx.db
      .select({
        hostelId: a.hostelId,
        levelGroup: a.levelGroup,
        state: a.state,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(a)
      .where(
        and(
          eq(a.schoolId, schoolId),
          eq(a.sessionId, session.id),
          inArray(a.state, ['pending', 'held', 'allocated', 'awaiting_bed']),
        ),
      )
      .groupBy(a.hostelId, a.levelGroup, a.state),
    ctx.db
      .select()
      .from(hostelOccupancy)
      .where(
        and(eq(hostelOccupancy.schoolId, schoolId), eq(hostelOccupancy.sessionId, session.id)),
      ),
    sessionRules(ctx.db, schoolId, session.id),
  ]);
  const quotas = rules ? quotasOf(rules) : defaultHostelRules.quotas;
  const countOf = (hostelId: string | null, group: THostelLevelGroup, state: string) =>
    byGroup
      .filter(
        (r) =>
          (hostelId === null || r.hostelId === hostelId) &&
          r.levelGroup === group &&
          r.state === state,
      )
      .reduce((sum, r) => sum + r.count, 0);

  const totals = noBeds();
  const perHostel = new Map<string, THostelOccupancy['hostels'][number] & { available: number }>();
  for (const row of blocks) {
    const hostel = perHostel.get(row.hostelId) ?? {
      id: row.hostelId,
      name: row.hostel,
      gender: row.gender,
      beds: noBeds(),
      blocks: [],
      quotas: [],
      available: 0,
    };
    perHostel.set(row.hostelId, hostel);
    addBeds(totals, row);
    addBeds(hostel.beds, row);
    hostel.available += row.available;
    if (row.blockId && row.block) {
      hostel.blocks.push({ id: row.blockId, name: row.block, beds: pick(row) });
    }
  }
  const hostelList = [...perHostel.values()].map(({ available, ...hostel }) => {
    const counts = taken.find((t) => t.hostelId === hostel.id);
    return {
      ...hostel,
      quotas: hostelLevelGroups.map((levelGroup) => ({
        levelGroup,
        percent: quotaPercent(quotas, levelGroup),
        cap: quotaCap(available, quotas, levelGroup),
        taken: counts ? counts[occupancyColumn[levelGroup]] : 0,
        held: countOf(hostel.id, levelGroup, 'held'),
        occupied: countOf(hostel.id, levelGroup, 'allocated'),
      })),
    };
  });
  return {
    session: { id: session.id, name: session.name },
    totals,
    levelGroups: hostelLevelGroups.map((levelGroup) => ({
      levelGroup,
      pending: countOf(null, levelGroup, 'pending'),
      held: countOf(null, levelGroup, 'held'),
      allocated: countOf(null, levelGroup, 'allocated'),
      awaitingBed: countOf(null, levelGroup, 'awaiting_bed'),
    })),
    hostels: hostelList,
  };
}
