import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import {
  routeFares,
  routeStops,
  routeTrips,
  transportRoutes,
  transportSettings,
  transportSubscriptions,
  vehicleDocuments,
  vehicles,
} from '@/modules/transport/transport.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import { seededRandom } from './random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A calendar day `days` from today (negative: in the past). */
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const fleet = [
  {
    plate: 'KJA-214AB',
    type: 'bus',
    make: 'Toyota',
    model: 'Coaster',
    seats: 30,
    driver: 'Musa Ibrahim',
    licence: 400,
    insurance: 12,
  },
  {
    plate: 'LSD-562KT',
    type: 'minibus',
    make: 'Toyota',
    model: 'Hiace',
    seats: 18,
    driver: 'Chinedu Eze',
    licence: -5,
    insurance: 210,
  },
  {
    plate: 'ABJ-330XY',
    type: 'coaster',
    make: 'Mercedes-Benz',
    model: 'Sprinter',
    seats: 22,
    driver: 'Tunde Bakare',
    licence: 25,
    insurance: 150,
  },
  {
    plate: 'EPE-118GH',
    type: 'bus',
    make: 'Marcopolo',
    model: 'Volare',
    seats: 45,
    driver: null,
    licence: null,
    insurance: 90,
    status: 'under_repair',
  },
  {
    plate: 'FST-742CD',
    type: 'van',
    make: 'Nissan',
    model: 'Urvan',
    seats: 14,
    driver: null,
    licence: null,
    insurance: -40,
    status: 'retired',
  },
] as const;

/** Routes by the vehicle (index in `fleet`) that runs both their trips. */
const network = [
  {
    name: 'Town Loop',
    vehicle: 0,
    stops: ['Main gate', 'Old market', 'Railway junction', 'Town hall'],
    morning: '06:30',
    evening: '16:30',
  },
  {
    name: 'Yaba Express',
    vehicle: 2,
    stops: ['Main gate', 'Sabo bus stop', 'Yaba terminal'],
    morning: '06:45',
    evening: '17:00',
  },
  {
    name: 'Lekki Line',
    vehicle: 1,
    stops: ['Main gate', 'Ajah roundabout', 'Lekki phase 1', 'Admiralty way', 'Chevron drive'],
    morning: '06:15',
    evening: '16:45',
  },
] as const;

async function buildFleet(tx: Tx, schoolId: string) {
  const rows = await tx
    .insert(vehicles)
    .values(
      fleet.map((v) => ({
        schoolId,
        plateNumber: v.plate,
        type: v.type,
        make: v.make,
        model: v.model,
        seatCapacity: v.seats,
        serviceStatus: 'status' in v ? v.status : ('active' as const),
        driverName: v.driver,
        driverPhone: v.driver ? '08031234567' : null,
        driverLicenceNumber: v.driver ? `LAG${v.plate.replace('-', '')}` : null,
        driverLicenceExpiresOn: v.licence === null ? null : day(v.licence),
      })),
    )
    .returning({ id: vehicles.id });
  await tx.insert(vehicleDocuments).values(
    fleet.flatMap((v, i) => [
      {
        schoolId,
        vehicleId: rows[i]?.id ?? '',
        kind: 'insurance' as const,
        reference: `INS/${v.plate}`,
        expiresOn: day(v.insurance),
      },
      {
        schoolId,
        vehicleId: rows[i]?.id ?? '',
        kind: 'roadworthiness' as const,
        reference: `RW/${v.plate}`,
        expiresOn: day(v.insurance + 60),
      },
    ]),
  );
  return rows.map((r) => r.id);
}

/**
 * The demo school's transport: five vehicles (one insured for only 12 more days, one driver's
 * licence lapsed, one under repair, one retired), three routes with stops, morning and evening
 * trips and fares. The "Campus shuttle pass" fee is the Town Loop's fare, so the students whose
 * seeded payments settled it ride it; a dozen others have seats kept with days left to pay,
 * and a few seats lapsed. The demo student (never placed) can subscribe.
 */
export async function seedDemoTransport(
  tx: Tx,
  schoolId: string,
  options: { seed: number; exclude: readonly string[] },
) {
  const session = await findCurrentSession(tx, schoolId);
  if (!session) return;
  const rng = seededRandom(options.seed);
  const vehicleIds = await buildFleet(tx, schoolId);
  await tx.insert(transportSettings).values({
    schoolId,
    sessionId: session.id,
    opensAt: new Date(Date.now() - 14 * DAY),
    closesAt: new Date(Date.now() + 60 * DAY),
  });
  const [shuttle] = await tx
    .select({ id: fees.id })
    .from(fees)
    .where(
      and(eq(fees.schoolId, schoolId), eq(fees.sessionId, session.id), eq(fees.type, 'transport')),
    )
    .limit(1);
  const routes: { id: string; feeId: string; stops: string[] }[] = [];
  for (const [i, r] of network.entries()) {
    const [route] = await tx
      .insert(transportRoutes)
      .values({ schoolId, name: r.name, description: `${r.stops[0]} to ${r.stops.at(-1)}` })
      .returning({ id: transportRoutes.id });
    if (!route) return;
    const stops = await tx
      .insert(routeStops)
      .values(r.stops.map((name, position) => ({ schoolId, routeId: route.id, position, name })))
      .returning({ id: routeStops.id });
    const vehicleId = vehicleIds[r.vehicle] ?? '';
    await tx.insert(routeTrips).values([
      { schoolId, routeId: route.id, period: 'morning', departsAt: r.morning, vehicleId },
      { schoolId, routeId: route.id, period: 'evening', departsAt: r.evening, vehicleId },
    ]);
    const feeId =
      i === 0 && shuttle
        ? shuttle.id
        : ((
            await tx
              .insert(fees)
              .values({
                schoolId,
                sessionId: session.id,
                type: 'transport',
                name: `Transport — ${r.name}`,
                amount: (25_000 + 5_000 * i) * 100,
              })
              .returning({ id: fees.id })
          )[0]?.id ?? '');
    await tx
      .insert(routeFares)
      .values({ schoolId, routeId: route.id, sessionId: session.id, feeId });
    routes.push({ id: route.id, feeId, stops: stops.map((s) => s.id) });
  }
  await seedSubscriptions(tx, schoolId, session.id, routes, options.exclude, rng);
}

async function seedSubscriptions(
  tx: Tx,
  schoolId: string,
  sessionId: string,
  routes: { id: string; feeId: string; stops: string[] }[],
  exclude: readonly string[],
  rng: ReturnType<typeof seededRandom>,
) {
  const [loop] = routes;
  if (!loop) return;
  const paid = tx
    .select({
      studentId: payments.studentId,
      paymentId: sql<string>`min(${payments.id}::text)::uuid`.as('payment_id'),
      paidAt: sql<Date>`min(${payments.paymentDate})`.as('paid_at'),
    })
    .from(payments)
    .where(
      and(
        eq(payments.schoolId, schoolId),
        eq(payments.sessionId, sessionId),
        eq(payments.feeId, loop.feeId),
        eq(payments.status, 'completed'),
      ),
    )
    .groupBy(payments.studentId)
    .as('paid');
  const students = await tx
    .select({ studentId: enrollments.studentId, paymentId: paid.paymentId, paidAt: paid.paidAt })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .leftJoin(paid, eq(paid.studentId, enrollments.studentId))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        eq(enrollments.stage, 'enrolled'),
        isNotNull(users.userOrgId),
        exclude.length ? notInArray(enrollments.studentId, [...exclude]) : undefined,
      ),
    )
    .orderBy(sql`${paid.paymentId} is null`, asc(enrollments.studentId))
    .limit(200);
  const riders = students.filter((s) => s.paymentId).slice(0, 24);
  const others = students.filter((s) => !s.paymentId);
  const now = Date.now();
  const pick = <T>(list: readonly T[]) => list[rng.int(0, list.length - 1)] as T;
  const base = (studentId: string, route: (typeof routes)[number]) => ({
    schoolId,
    sessionId,
    studentId,
    routeId: route.id,
    stopId: pick(route.stops.slice(1)),
    feeId: route.feeId,
  });
  const rows: (typeof transportSubscriptions.$inferInsert)[] = riders.map((s) => {
    const at = new Date(s.paidAt ?? now - 10 * DAY);
    return {
      ...base(s.studentId, loop),
      state: 'active',
      paymentId: s.paymentId,
      paidAt: at,
      passCode: newVerificationCode(),
      createdAt: new Date(at.getTime() - rng.int(1, 48) * HOUR),
    };
  });
  others.slice(0, 14).forEach((s, i) => {
    const payBy = new Date(now + rng.int(6, 70) * HOUR);
    rows.push({
      ...base(s.studentId, routes[1 + (i % 2)] ?? loop),
      state: 'awaiting_payment',
      payBy,
      createdAt: new Date(payBy.getTime() - 72 * HOUR),
    });
  });
  for (const s of others.slice(14, 18)) {
    const ended = new Date(now - rng.int(1, 6) * DAY);
    rows.push({
      ...base(s.studentId, routes[2] ?? loop),
      state: 'lapsed',
      payBy: ended,
      endedAt: ended,
      createdAt: new Date(ended.getTime() - 72 * HOUR),
    });
  }
  if (rows.length) await tx.insert(transportSubscriptions).values(rows);
}
