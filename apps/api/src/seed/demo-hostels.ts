import { levelGroupOf } from '@campusflow/domain';
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes, programmeTypes } from '@/modules/academics/structure.tables.ts';
import {
  bedSpaces,
  hostelApplications,
  hostelBlocks,
  hostelPrices,
  hostelRooms,
  hostelRules,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import { seededRandom } from './random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Two halls, two blocks each: rooms 101-110 of four beds, and in block A four ensuite doubles. */
const halls = [
  { name: 'Kings Hall', gender: 'male' as const },
  { name: 'Queens Hall', gender: 'female' as const },
];

async function buildHall(tx: Tx, schoolId: string, hall: (typeof halls)[number]) {
  const [hostel] = await tx
    .insert(hostels)
    .values({ schoolId, name: hall.name, gender: hall.gender })
    .returning({ id: hostels.id });
  if (!hostel) throw new Error('demo hostel insert failed');
  const blocks = await tx
    .insert(hostelBlocks)
    .values(['Block A', 'Block B'].map((name) => ({ schoolId, hostelId: hostel.id, name })))
    .returning({ id: hostelBlocks.id, name: hostelBlocks.name });
  const rooms = blocks.flatMap((block) => [
    ...Array.from({ length: 10 }, (_, i) => ({
      schoolId,
      hostelId: hostel.id,
      blockId: block.id,
      number: String(101 + i),
      floor: 1,
      capacity: 4,
      roomType: 'standard',
    })),
    ...(block.name === 'Block A'
      ? Array.from({ length: 4 }, (_, i) => ({
          schoolId,
          hostelId: hostel.id,
          blockId: block.id,
          number: String(201 + i),
          floor: 2,
          capacity: 2,
          roomType: 'ensuite',
        }))
      : []),
  ]);
  const roomRows = await tx.insert(hostelRooms).values(rooms).returning();
  await tx.insert(bedSpaces).values(
    roomRows.flatMap((room) =>
      ['A', 'B', 'C', 'D'].slice(0, room.capacity).map((label) => ({
        schoolId,
        hostelId: hostel.id,
        blockId: room.blockId,
        roomId: room.id,
        label,
        // Block B room 110 is being repaired; Block A room 101 is kept for the hall's wardens.
        status:
          room.number === '110' && room.blockId !== blocks[0]?.id
            ? ('out_of_order' as const)
            : room.number === '101' && room.blockId === blocks[0]?.id
              ? ('reserved' as const)
              : ('available' as const),
      })),
    ),
  );
  return hostel.id;
}

/** Free available beds of a hall, in the order first-come applications fill them. */
async function freeBeds(tx: Tx, hostelId: string) {
  return tx
    .select({ id: bedSpaces.id, roomType: hostelRooms.roomType })
    .from(bedSpaces)
    .innerJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
    .innerJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
    .where(and(eq(bedSpaces.hostelId, hostelId), eq(bedSpaces.status, 'available')))
    .orderBy(
      asc(hostelBlocks.name),
      asc(hostelRooms.floor),
      asc(hostelRooms.number),
      asc(bedSpaces.label),
    );
}

/**
 * The hostels of the demo school and this session's life in them: Kings Hall (male) and
 * Queens Hall (female), first-come rules open for a month (tuition first, quotas 40/25/35,
 * 48-hour holds), the "Hostel accommodation" fee as the price of every bed and an ensuite
 * price. The students whose seeded payments include a settled hostel fee are residents, a
 * dozen others hold beds with hours left to pay, a few holds have lapsed: the hostel officer
 * sees occupancy and work on first start, and the demo student (never placed) can apply.
 */
export async function seedDemoHostels(
  tx: Tx,
  schoolId: string,
  options: { seed: number; exclude: readonly string[] },
) {
  const session = await findCurrentSession(tx, schoolId);
  if (!session) return;
  const rng = seededRandom(options.seed);
  const hallIds = new Map<string, string>();
  for (const hall of halls) hallIds.set(hall.gender, await buildHall(tx, schoolId, hall));

  const [standard] = await tx
    .select({ id: fees.id })
    .from(fees)
    .where(
      and(eq(fees.schoolId, schoolId), eq(fees.sessionId, session.id), eq(fees.type, 'hostel')),
    )
    .limit(1);
  if (!standard) return;
  const [ensuite] = await tx
    .insert(fees)
    .values({
      schoolId,
      sessionId: session.id,
      type: 'hostel',
      name: 'Hostel accommodation (ensuite)',
      amount: 8_500_000,
    })
    .returning({ id: fees.id });
  await tx.insert(hostelPrices).values([
    { schoolId, sessionId: session.id, feeId: standard.id },
    { schoolId, sessionId: session.id, roomType: 'ensuite', feeId: ensuite?.id ?? standard.id },
  ]);
  await tx.insert(hostelRules).values({
    schoolId,
    sessionId: session.id,
    requiredFeeTypes: ['tuition'],
    opensAt: new Date(Date.now() - 7 * DAY),
    closesAt: new Date(Date.now() + 30 * DAY),
  });

  // Enrolled students with a gender, those who paid the hostel fee first.
  const paid = tx
    .select({
      studentId: payments.studentId,
      paymentId: sql<string>`min(${payments.id}::text)::uuid`.as('payment_id'),
    })
    .from(payments)
    .where(
      and(
        eq(payments.schoolId, schoolId),
        eq(payments.sessionId, session.id),
        eq(payments.feeId, standard.id),
        eq(payments.status, 'completed'),
      ),
    )
    .groupBy(payments.studentId)
    .as('paid');
  const students = await tx
    .select({
      studentId: enrollments.studentId,
      enrollmentId: enrollments.id,
      level: enrollments.currentLevel,
      gender: users.gender,
      levelStep: programmeTypes.levelStep,
      durationLevels: programmeTypes.durationLevels,
      paymentId: paid.paymentId,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .innerJoin(programmeTypes, eq(programmeTypes.id, programmes.programmeTypeId))
    .leftJoin(paid, eq(paid.studentId, enrollments.studentId))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        eq(enrollments.stage, 'enrolled'),
        isNotNull(users.gender),
        options.exclude.length
          ? notInArray(enrollments.studentId, [...options.exclude])
          : undefined,
      ),
    )
    .orderBy(sql`${paid.paymentId} is null`, asc(enrollments.studentId))
    .limit(400);

  const now = Date.now();
  const rows: (typeof hostelApplications.$inferInsert)[] = [];
  for (const gender of ['male', 'female'] as const) {
    const hostelId = hallIds.get(gender) ?? '';
    const beds = await freeBeds(tx, hostelId);
    const mine = students.filter((s) => s.gender === gender);
    const residents = mine.filter((s) => s.paymentId).slice(0, 30);
    const others = mine.filter((s) => !s.paymentId);
    const holders = others.slice(0, 8);
    const lapsed = others.slice(8, 11);
    const base = (s: (typeof mine)[number]) => ({
      schoolId,
      sessionId: session.id,
      studentId: s.studentId,
      enrollmentId: s.enrollmentId,
      gender,
      level: s.level,
      levelGroup: levelGroupOf(s.level, s),
      hostelId,
    });
    let next = 0;
    const bed = () => beds.filter((b) => b.roomType === 'standard')[next++]?.id ?? null;
    for (const s of residents) {
      const at = new Date(now - rng.int(2, 20) * DAY);
      rows.push({
        ...base(s),
        state: 'allocated',
        bedSpaceId: bed(),
        feeId: standard.id,
        paymentId: s.paymentId,
        allocatedAt: at,
        createdAt: new Date(at.getTime() - rng.int(1, 40) * HOUR),
        verificationCode: newVerificationCode(),
      });
    }
    for (const s of holders) {
      const until = new Date(now + rng.int(2, 46) * HOUR);
      rows.push({
        ...base(s),
        state: 'held',
        bedSpaceId: bed(),
        feeId: standard.id,
        heldUntil: until,
        createdAt: new Date(until.getTime() - 48 * HOUR),
      });
    }
    for (const s of lapsed) {
      const ended = new Date(now - rng.int(1, 5) * DAY);
      rows.push({
        ...base(s),
        state: 'released',
        bedSpaceId: beds[beds.length - 1]?.id ?? null,
        feeId: standard.id,
        heldUntil: ended,
        endedAt: ended,
        createdAt: new Date(ended.getTime() - 48 * HOUR),
      });
    }
  }
  if (rows.length) await tx.insert(hostelApplications).values(rows);
}
