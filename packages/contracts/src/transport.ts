import * as z from 'zod/mini';
import { ZCourseFormCode } from './registration.ts';

// School transport (docs/domain.md, "Hostel and transport"; decision 011): vehicles, routes
// with stops, fares and trips, and the students' subscriptions with their passes.

export const vehicleTypes = ['bus', 'minibus', 'coaster', 'van', 'car'] as const;
export const ZVehicleType = z.enum(vehicleTypes);
export type TVehicleType = z.infer<typeof ZVehicleType>;

/** Whether a vehicle is on the road. A retired vehicle takes no trips. */
export const vehicleServiceStatuses = ['active', 'under_repair', 'retired'] as const;
export const ZVehicleServiceStatus = z.enum(vehicleServiceStatuses);
export type TVehicleServiceStatus = z.infer<typeof ZVehicleServiceStatus>;

export const vehicleDocumentKinds = ['insurance', 'roadworthiness', 'other'] as const;
export const ZVehicleDocumentKind = z.enum(vehicleDocumentKinds);
export type TVehicleDocumentKind = z.infer<typeof ZVehicleDocumentKind>;

export const tripPeriods = ['morning', 'evening'] as const;
export const ZTripPeriod = z.enum(tripPeriods);
export type TTripPeriod = z.infer<typeof ZTripPeriod>;

/**
 * A student's subscription to a route for a session:
 * - `awaiting_payment`: a seat is kept until `payBy` for the route's fare to be paid;
 * - `active`: paid; the pass is valid on the route's trips for the session;
 * - `lapsed`: not paid in time, the seat went back;
 * - `cancelled`: the student cancelled within the school's window;
 * - `refund_due`: paid, and no seat: cancelled within the window after paying, or paid after
 *   the seat lapsed and the route filled meanwhile. The accounts office refunds the fare
 *   (nothing paid is lost).
 */
export const transportSubscriptionStates = [
  'awaiting_payment',
  'active',
  'lapsed',
  'cancelled',
  'refund_due',
] as const;
export const ZTransportSubscriptionState = z.enum(transportSubscriptionStates);
export type TTransportSubscriptionState = z.infer<typeof ZTransportSubscriptionState>;

/** States that keep a seat on the route (and the student's one place in the session). */
export const seatTakingSubscriptionStates = [
  'awaiting_payment',
  'active',
] as const satisfies readonly TTransportSubscriptionState[];

/**
 * A Nigerian number plate in the current format: a three-letter local government code, three
 * digits and two letters ("KJA 123 AB", "KJA-123AB"). Stored as `KJA-123AB`.
 */
export const NIGERIAN_PLATE_PATTERN = /^([A-Z]{3})[\s-]*(\d{3})[\s-]*([A-Z]{2})$/;

export function normalisePlate(input: string): string | null {
  const match = NIGERIAN_PLATE_PATTERN.exec(input.trim().toUpperCase());
  return match ? `${match[1]}-${match[2]}${match[3]}` : null;
}

export const PLATE_FORMAT_MESSAGE =
  'Enter a Nigerian plate number: three letters, three digits and two letters, e.g. KJA-123AB.';

export const ZPlateNumber = z
  .string()
  .check(z.refine((value) => normalisePlate(value) !== null, { message: PLATE_FORMAT_MESSAGE }));

/** The days before expiry when a document or licence shows as expiring and its alert is sent. */
export const TRANSPORT_EXPIRY_WARNING_DAYS = 30;

// The student's side: routes on offer, the subscription, the pass and its check.

export const ZTransportStop = z.object({ id: z.uuid(), name: z.string(), position: z.int() });
export type TTransportStop = z.infer<typeof ZTransportStop>;

export const ZTransportTripTime = z.object({ period: ZTripPeriod, departsAt: z.string() });

/** A route a student may subscribe to this session, with its fare and the seats left. */
export const ZRouteOnOffer = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.nullable(z.string()),
  stops: z.array(ZTransportStop),
  trips: z.array(ZTransportTripTime),
  fareKobo: z.int(),
  seatsLeft: z.int(),
});
export type TRouteOnOffer = z.infer<typeof ZRouteOnOffer>;

export const ZTransportSubscription = z.object({
  id: z.uuid(),
  state: ZTransportSubscriptionState,
  route: z.object({ id: z.uuid(), name: z.string() }),
  stop: z.object({ id: z.uuid(), name: z.string() }),
  trips: z.array(ZTransportTripTime),
  session: z.string(),
  /** The route's transport fee for the session, which the checkout charges. */
  fee: z.object({ id: z.uuid(), name: z.string(), amountKobo: z.int() }),
  payBy: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  /** The pass's code, once paid. */
  passCode: z.nullable(z.string()),
  /** Until when the student may cancel; null when they no longer can. */
  cancellableUntil: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TTransportSubscription = z.infer<typeof ZTransportSubscription>;

export const transportBlockers = ['not_enrolled', 'no_session', 'not_yet_open', 'closed'] as const;
export const ZTransportBlocker = z.object({
  code: z.enum(transportBlockers),
  message: z.string(),
});

export const ZMyTransport = z.object({
  session: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  blockers: z.array(ZTransportBlocker),
  rules: z.object({
    opensAt: z.nullable(z.string()),
    closesAt: z.nullable(z.string()),
    payWithinHours: z.int(),
    cancelWithinDays: z.int(),
  }),
  routes: z.array(ZRouteOnOffer),
  subscription: z.nullable(ZTransportSubscription),
});
export type TMyTransport = z.infer<typeof ZMyTransport>;

export const ZSubscribeToRoute = z.object({ routeId: z.uuid(), stopId: z.uuid() });
export type TSubscribeToRoute = z.infer<typeof ZSubscribeToRoute>;

/** A pass's code, as its QR link carries it (the course form's shape). */
export const ZTransportPassParam = z.object({ code: ZCourseFormCode });
export const ZTransportPassCheckQuery = z.object({ routeId: z.optional(z.uuid()) });

/** What a driver's check of a pass answers; `valid` only for a paid pass of this route and day. */
export const transportPassVerdicts = [
  'valid',
  'wrong_route',
  'unpaid',
  'cancelled',
  'lapsed',
  'refund_due',
  'expired',
] as const;
export const ZTransportPassVerdict = z.enum(transportPassVerdicts);
export type TTransportPassVerdict = z.infer<typeof ZTransportPassVerdict>;

export const ZTransportPassCheck = z.object({
  valid: z.boolean(),
  verdict: ZTransportPassVerdict,
  message: z.string(),
  student: z.string(),
  matricNumber: z.nullable(z.string()),
  /** The student's passport photograph, served to transport staff by the pass's code. */
  photoUrl: z.nullable(z.string()),
  route: z.object({ id: z.uuid(), name: z.string() }),
  stop: z.string(),
  session: z.string(),
  paidAt: z.nullable(z.string()),
  checkedAt: z.string(),
});
export type TTransportPassCheck = z.infer<typeof ZTransportPassCheck>;

/** The routes a driver may be checking passes for. */
export const ZTransportRouteChoice = z.object({ id: z.uuid(), name: z.string() });
