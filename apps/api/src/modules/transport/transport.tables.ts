import {
  transportSubscriptionStates,
  tripPeriods,
  vehicleDocumentKinds,
  vehicleServiceStatuses,
  vehicleTypes,
} from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import {
  archiveStatusColumn,
  idColumn,
  schoolIdColumn,
  timestamps,
} from '@/platform/db/columns.ts';
import { files } from '@/platform/files/files.tables.ts';

// School transport (decision 011): vehicles and their papers, routes with stops, fares and
// trips, the seats a route has in a session, and the students' subscriptions.

/**
 * A vehicle of the school's fleet. `status` archives it (the generic CRUD); `service_status`
 * says whether it is on the road. The driver's licence expiry is watched like a document's.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    status: archiveStatusColumn(),
    plateNumber: text('plate_number').notNull(),
    type: text('type', { enum: vehicleTypes }).notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    seatCapacity: integer('seat_capacity').notNull(),
    serviceStatus: text('service_status', { enum: vehicleServiceStatuses })
      .notNull()
      .default('active'),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    driverLicenceNumber: text('driver_licence_number'),
    driverLicenceExpiresOn: date('driver_licence_expires_on'),
    /** The licence expiry the transport admin was last alerted about (the alert job). */
    licenceAlertedFor: date('licence_alerted_for'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vehicles_school_plate_key').on(t.schoolId, t.plateNumber),
    check('vehicles_seat_capacity_check', sql`${t.seatCapacity} between 1 and 120`),
    check(
      'vehicles_service_status_check',
      sql`${t.serviceStatus} in ('active', 'under_repair', 'retired')`,
    ),
  ],
);

/** A vehicle's paper (insurance, roadworthiness): one current document of each kind. */
export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: vehicleDocumentKinds }).notNull(),
    reference: text('reference'),
    expiresOn: date('expires_on').notNull(),
    fileId: uuid('file_id').references(() => files.id),
    /** The expiry the transport admin was last alerted about (the alert job). */
    alertedFor: date('alerted_for'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('vehicle_documents_vehicle_kind_key').on(t.vehicleId, t.kind),
    index('vehicle_documents_school_expiry_idx').on(t.schoolId, t.expiresOn),
  ],
);

export const transportRoutes = pgTable(
  'transport_routes',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    status: archiveStatusColumn(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('transport_routes_school_name_key').on(t.schoolId, sql`lower(${t.name})`)],
);

/** A stop on a route, in `position` order; a subscription names the stop a student boards at. */
export const routeStops = pgTable(
  'route_stops',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transportRoutes.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('route_stops_route_name_key').on(t.routeId, sql`lower(${t.name})`),
    index('route_stops_route_position_idx').on(t.routeId, t.position),
  ],
);

/** A timetabled trip of a route (e.g. the 06:30 morning run) and the vehicle that runs it. */
export const routeTrips = pgTable(
  'route_trips',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transportRoutes.id),
    period: text('period', { enum: tripPeriods }).notNull(),
    /** "HH:MM", the departure from the first stop. */
    departsAt: text('departs_at').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('route_trips_route_time_key').on(t.routeId, t.departsAt),
    index('route_trips_vehicle_idx').on(t.vehicleId),
    check('route_trips_period_check', sql`${t.period} in ('morning', 'evening')`),
    check('route_trips_departs_at_check', sql`${t.departsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/**
 * A route's fare in a session: the transport fee `fee_id` of the session's schedule, which a
 * subscriber pays through the ordinary checkout.
 */
export const routeFares = pgTable(
  'route_fares',
  {
    schoolId: schoolIdColumn(() => schools.id),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transportRoutes.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    feeId: uuid('fee_id')
      .notNull()
      .references(() => fees.id),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.sessionId] })],
);

/**
 * The seats of a route in a session (a row per fare). `capacity` is the smallest vehicle on
 * the route's trips, since every subscriber rides every trip; `sold` counts the subscriptions
 * holding a seat. Both are kept by triggers (migration 0024) and the check refuses any write
 * that would sell past capacity: a rush of subscriptions queues on this row.
 */
export const routeSeats = pgTable(
  'route_seats',
  {
    schoolId: schoolIdColumn(() => schools.id),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transportRoutes.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    capacity: integer('capacity').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.sessionId] }),
    check('route_seats_sold_check', sql`${t.sold} >= 0`),
    check('route_seats_capacity_check', sql`${t.sold} <= ${t.capacity}`),
  ],
);

/** The school's transport rules for a session: the subscription window, payment and cancelling. */
export const transportSettings = pgTable(
  'transport_settings',
  {
    schoolId: schoolIdColumn(() => schools.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** Hours a new subscription keeps its seat unpaid. */
    payWithinHours: integer('pay_within_hours').notNull().default(72),
    /** Days after subscribing in which a student may cancel. */
    cancelWithinDays: integer('cancel_within_days').notNull().default(14),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.sessionId] }),
    check('transport_settings_pay_check', sql`${t.payWithinHours} between 1 and 720`),
    check('transport_settings_cancel_check', sql`${t.cancelWithinDays} between 0 and 365`),
  ],
);

/** A student's subscription to a route and stop for a session; see `transportSubscriptionStates`. */
export const transportSubscriptions = pgTable(
  'transport_subscriptions',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => academicSessions.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    routeId: uuid('route_id')
      .notNull()
      .references(() => transportRoutes.id),
    stopId: uuid('stop_id')
      .notNull()
      .references(() => routeStops.id),
    feeId: uuid('fee_id')
      .notNull()
      .references(() => fees.id),
    state: text('state', { enum: transportSubscriptionStates }).notNull(),
    payBy: timestamp('pay_by', { withTimezone: true }),
    paymentId: uuid('payment_id').references(() => payments.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The pass's code (its QR link), given when the subscription is paid. */
    passCode: text('pass_code'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('transport_subscriptions_student_key')
      .on(t.sessionId, t.studentId)
      .where(sql`${t.state} in ('awaiting_payment', 'active')`),
    uniqueIndex('transport_subscriptions_pass_code_key').on(t.passCode),
    index('transport_subscriptions_route_state_idx').on(t.routeId, t.sessionId, t.state),
    index('transport_subscriptions_school_session_idx').on(t.schoolId, t.sessionId, t.state),
    index('transport_subscriptions_pay_by_idx')
      .on(t.payBy)
      .where(sql`${t.state} = 'awaiting_payment'`),
    check(
      'transport_subscriptions_state_check',
      sql`${t.state} in ('awaiting_payment', 'active', 'lapsed', 'cancelled', 'refund_due')`,
    ),
  ],
);
