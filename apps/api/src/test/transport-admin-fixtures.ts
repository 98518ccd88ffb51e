import type { TTransportSubscriptionState, TVehicleServiceStatus } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import {
  routeFares,
  routeStops,
  routeTrips,
  transportRoutes,
  transportSubscriptions,
  vehicleDocuments,
  vehicles,
} from '@/modules/transport/transport.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { clientFor, createUser, uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';

function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
let plates = 0;
/** A plate unique to this run: "TST-123AB" style. */
function nextPlate() {
  plates += 1;
  const n = (Date.now() + plates) % 1000;
  const a = LETTERS[plates % LETTERS.length] ?? 'A';
  const b = LETTERS[Math.floor(plates / LETTERS.length) % LETTERS.length] ?? 'A';
  return `TS${a}-${String(n).padStart(3, '0')}${b}${a}`;
}

/** YYYY-MM-DD `days` from today (UTC+1, Lagos). */
export function dayFromToday(days: number) {
  const at = new Date(Date.now() + 3_600_000 + days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/**
 * A school of `paymentSchool` with a transport admin signed in (`asAdmin`) and helpers that
 * insert the transport rows directly: vehicles and their documents, routes with stops, trips,
 * fares (a `transport` fee and its `route_fares` row), subscriptions and confirmed payments.
 */
export async function transportAdminSchool(app: FastifyInstance, db: Db) {
  const s = await paymentSchool(db);
  const admin = await createUser(db, { schoolId: s.schoolId, roles: ['transportAdmin'] });
  const asAdmin = await clientFor(app, admin.email ?? '');

  const addVehicle = async (spec: Partial<typeof vehicles.$inferInsert> = {}) =>
    one(
      (
        await db
          .insert(vehicles)
          .values({
            schoolId: s.schoolId,
            plateNumber: nextPlate(),
            type: 'bus',
            make: 'Toyota',
            model: 'Coaster',
            seatCapacity: 30,
            serviceStatus: 'active' as TVehicleServiceStatus,
            driverName: `Driver ${uniqueTag()}`,
            ...spec,
          })
          .returning()
      )[0],
    );

  const addDocument = async (
    vehicleId: string,
    spec: Partial<typeof vehicleDocuments.$inferInsert> & { expiresOn: string },
  ) =>
    one(
      (
        await db
          .insert(vehicleDocuments)
          .values({ schoolId: s.schoolId, vehicleId, kind: 'insurance', ...spec })
          .returning()
      )[0],
    );

  /** A route with stops named in order (positions 1, 2, …). */
  const addRoute = async (name: string, stopNames: string[] = ['First stop', 'Second stop']) => {
    const route = one(
      (await db.insert(transportRoutes).values({ schoolId: s.schoolId, name }).returning())[0],
    );
    const stops = await db
      .insert(routeStops)
      .values(
        stopNames.map((stop, i) => ({
          schoolId: s.schoolId,
          routeId: route.id,
          position: i + 1,
          name: stop,
        })),
      )
      .returning();
    return { ...route, stops };
  };

  const addTrip = async (
    routeId: string,
    vehicleId: string,
    period: 'morning' | 'evening' = 'morning',
    departsAt = period === 'morning' ? '06:30' : '16:30',
  ) =>
    one(
      (
        await db
          .insert(routeTrips)
          .values({ schoolId: s.schoolId, routeId, vehicleId, period, departsAt })
          .returning()
      )[0],
    );

  /** The route's fare this session: a transport fee of `amount` kobo and its route_fares row. */
  const addFare = async (routeId: string, amount = 2_500_000) => {
    const fee = one(
      (
        await db
          .insert(fees)
          .values({
            schoolId: s.schoolId,
            sessionId: s.session.id,
            type: 'transport',
            name: `Transport ${uniqueTag()}`,
            amount,
          })
          .returning()
      )[0],
    );
    await db
      .insert(routeFares)
      .values({ schoolId: s.schoolId, routeId, sessionId: s.session.id, feeId: fee.id });
    return fee;
  };

  /** An enrolled student with a matric number and a phone. */
  const addStudent = async (name?: string, phone?: string) => {
    const student = await createUser(db, {
      schoolId: s.schoolId,
      roles: ['student'],
      userOrgId: `MAT/${uniqueTag()}`,
      phone: phone ?? `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      ...(name ? { name } : {}),
    });
    await db.insert(enrollments).values({
      schoolId: s.schoolId,
      studentId: student.id,
      programmeId: s.programme.id,
      entryYear: 2026,
      currentLevel: 100,
    });
    return student;
  };

  const subscribe = async (spec: {
    studentId: string;
    route: { id: string };
    stopId: string;
    feeId: string;
    state: TTransportSubscriptionState;
  }) =>
    one(
      (
        await db
          .insert(transportSubscriptions)
          .values({
            schoolId: s.schoolId,
            sessionId: s.session.id,
            studentId: spec.studentId,
            routeId: spec.route.id,
            stopId: spec.stopId,
            feeId: spec.feeId,
            state: spec.state,
          })
          .returning()
      )[0],
    );

  /** A payment of the fee by the school's student, `amount` kobo, in `status`. */
  const addPayment = async (
    fee: { id: string; type: string },
    amount: number,
    status: 'completed' | 'paid' | 'pending' | 'failed' = 'completed',
  ) =>
    one(
      (
        await db
          .insert(payments)
          .values({
            schoolId: s.schoolId,
            studentId: s.student.id,
            feeId: fee.id,
            programmeId: s.programme.id,
            sessionId: s.session.id,
            academicYear: '2026/2027',
            paymentType: fee.type as 'transport',
            reference: `PAY-${uniqueTag()}`,
            status,
            paymentMode: 'card',
            amount,
            amountPaid: status === 'completed' || status === 'paid' ? amount : 0,
            balance: 0,
            total: amount,
            paymentDate: new Date(),
          })
          .returning()
      )[0],
    );

  return {
    ...s,
    admin,
    asAdmin,
    addVehicle,
    addDocument,
    addRoute,
    addTrip,
    addFare,
    addStudent,
    subscribe,
    addPayment,
  };
}
