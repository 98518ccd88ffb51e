import * as z from 'zod/mini';
import { ZListQuery, ZRecordStatus } from './academics.ts';
import { pageOf } from './pagination.ts';
import { ZTripPeriod, ZVehicleServiceStatus, ZVehicleType } from './transport.ts';

// The transport admin's routes (issue 17): routes with their ordered stops, trips and the
// current session's fare and seats, on /api/v1/transport/routes; and the session's transport
// settings on /api/v1/transport/settings.

/** Stops one route may have. */
export const MAX_ROUTE_STOPS = 60;
/** The highest fare the admin may set: N5,000,000. */
export const MAX_TRANSPORT_FARE_KOBO = 500_000_000;
/** The defaults of `transport_settings` before the admin saves the session's own. */
export const defaultTransportSettings = {
  opensAt: null,
  closesAt: null,
  payWithinHours: 72,
  cancelWithinDays: 14,
} as const;

const times = { createdAt: z.string(), updatedAt: z.string() };

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${what}.` })
    .check(
      z.trim(),
      z.minLength(min, `Enter the ${what}.`),
      z.maxLength(max, `At most ${max} characters.`),
    );

// Routes (generic CRUD)

export const ZStopView = z.object({ id: z.uuid(), position: z.int(), name: z.string() });
export type TStopView = z.infer<typeof ZStopView>;

export const ZTripView = z.object({
  id: z.uuid(),
  period: ZTripPeriod,
  /** "HH:MM", the departure from the first stop. */
  departsAt: z.string(),
  vehicleId: z.uuid(),
  vehiclePlate: z.string(),
  vehicleType: ZVehicleType,
  vehicleSeats: z.int(),
  vehicleServiceStatus: ZVehicleServiceStatus,
});
export type TTripView = z.infer<typeof ZTripView>;

export const ZTransportRoute = z.object({
  id: z.uuid(),
  status: ZRecordStatus,
  name: z.string(),
  description: z.nullable(z.string()),
  /** In boarding order. */
  stops: z.array(ZStopView),
  /** Morning trips first, then by departure. */
  trips: z.array(ZTripView),
  /** The current session's fare (its transport fee), or null when none is set. */
  fare: z.nullable(z.object({ feeId: z.uuid(), amountKobo: z.int() })),
  /** The current session's seats (the smallest vehicle on the trips) and those sold. */
  seats: z.nullable(z.object({ capacity: z.int(), sold: z.int() })),
  ...times,
});
export type TTransportRoute = z.infer<typeof ZTransportRoute>;
export const ZTransportRouteList = pageOf(ZTransportRoute);
export type TTransportRouteList = z.infer<typeof ZTransportRouteList>;
export const ZTransportRouteQuery = ZListQuery;

export const ZCreateTransportRoute = z.object({
  name: text('route name', 2, 120),
  description: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(500, 'At most 500 characters.'))),
  ),
});
export type TCreateTransportRoute = z.infer<typeof ZCreateTransportRoute>;
export const ZUpdateTransportRoute = z.partial(
  z.extend(ZCreateTransportRoute, { status: ZRecordStatus }),
);
export type TUpdateTransportRoute = z.infer<typeof ZUpdateTransportRoute>;

// Stops

/** One stop of the list: an existing stop keeps its id; a new one has none. */
export const ZStopInput = z.object({
  id: z.optional(z.uuid('Not a valid id.')),
  name: text('stop name', 1, 120),
});
export type TStopInput = z.infer<typeof ZStopInput>;

/** The route's stops in boarding order: the list replaces the route's. */
export const ZTransportRouteStops = z
  .object({
    stops: z
      .array(ZStopInput)
      .check(z.maxLength(MAX_ROUTE_STOPS, `At most ${MAX_ROUTE_STOPS} stops.`)),
  })
  .check(
    z.refine((b) => new Set(b.stops.map((s) => s.name.toLowerCase())).size === b.stops.length, {
      message: 'Each stop of a route has its own name.',
      path: ['stops'],
    }),
    z.refine(
      (b) => {
        const ids = b.stops.flatMap((s) => (s.id ? [s.id] : []));
        return new Set(ids).size === ids.length;
      },
      { message: 'A stop appears once in the list.', path: ['stops'] },
    ),
  );
export type TTransportRouteStops = z.infer<typeof ZTransportRouteStops>;

// Trips

export const ZTripInput = z.object({
  period: ZTripPeriod,
  departsAt: z
    .string({ error: 'Enter the departure time.' })
    .check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Enter the time as HH:MM, e.g. 06:30.')),
  vehicleId: z.uuid({ error: 'Choose the vehicle.' }),
});
export type TTripInput = z.infer<typeof ZTripInput>;
export const ZUpdateTrip = z.partial(ZTripInput);
export type TUpdateTrip = z.infer<typeof ZUpdateTrip>;
export const ZTripIdParam = z.object({ tripId: z.uuid('Not a valid id.') });

/** A vehicle the trip dialog offers: the school's active and under-repair vehicles. */
export const ZTripVehicleOption = z.object({
  id: z.uuid(),
  plateNumber: z.string(),
  type: ZVehicleType,
  seatCapacity: z.int(),
  serviceStatus: ZVehicleServiceStatus,
});
export type TTripVehicleOption = z.infer<typeof ZTripVehicleOption>;
export const ZTripVehicleOptions = z.array(ZTripVehicleOption);

// Fares

export const ZTransportRouteFareInput = z.object({
  amountKobo: z
    .int({ error: 'Enter the fare.' })
    .check(z.gte(100, 'At least ₦1.'), z.lte(MAX_TRANSPORT_FARE_KOBO, 'At most ₦5,000,000.')),
});
export type TTransportRouteFareInput = z.infer<typeof ZTransportRouteFareInput>;

// Settings

const ZInstant = z.iso.datetime({ offset: true, error: 'Use a date and time.' });

export const ZSaveTransportSettings = z
  .object({
    opensAt: z.nullable(ZInstant),
    closesAt: z.nullable(ZInstant),
    payWithinHours: z
      .int('Whole hours.')
      .check(z.gte(1, 'At least 1 hour.'), z.lte(720, 'At most 720 hours (30 days).')),
    cancelWithinDays: z
      .int('Whole days.')
      .check(z.gte(0, 'At least 0 days.'), z.lte(365, 'At most 365 days.')),
  })
  .check(
    z.refine((r) => !r.opensAt || !r.closesAt || Date.parse(r.closesAt) > Date.parse(r.opensAt), {
      message: 'Subscriptions must close after they open.',
      path: ['closesAt'],
    }),
  );
export type TSaveTransportSettings = z.infer<typeof ZSaveTransportSettings>;

export const ZTransportSettingsView = z.object({
  session: z.object({ id: z.uuid(), name: z.string() }),
  /** False: nothing saved yet, the values are the defaults. */
  saved: z.boolean(),
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  payWithinHours: z.int(),
  cancelWithinDays: z.int(),
});
export type TTransportSettingsView = z.infer<typeof ZTransportSettingsView>;
