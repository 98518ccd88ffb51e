import * as z from 'zod/mini';

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
 * - `refund_due`: paid after the seat lapsed and the route had filled meanwhile: the accounts
 *   office refunds it (nothing paid is lost).
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
