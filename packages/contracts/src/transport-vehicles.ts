import * as z from 'zod/mini';
import { ZListQuery, ZRecordStatus } from './academics.ts';
import { calendarDay } from './dates.ts';
import { ZPhone } from './identity.ts';
import { pageOf } from './pagination.ts';
import {
  normalisePlate,
  ZPlateNumber,
  ZVehicleDocumentKind,
  ZVehicleServiceStatus,
  ZVehicleType,
} from './transport.ts';

// The school's fleet (issue 17): vehicles with their drivers on the generic CRUD at
// /api/v1/transport/vehicles, and each vehicle's documents (insurance, roadworthiness, other)
// uploaded as files with their expiry dates.

export const MAX_VEHICLE_SEATS = 120;
/** The largest scanned document a vehicle's paper may be. */
export const VEHICLE_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** How a dated paper stands today: valid, expiring within the warning days, or expired. */
export const vehicleExpiryStates = ['valid', 'expiring', 'expired'] as const;
export const ZVehicleExpiryState = z.enum(vehicleExpiryStates);
export type TVehicleExpiryState = z.infer<typeof ZVehicleExpiryState>;

const times = { createdAt: z.string(), updatedAt: z.string() };

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}.` })
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${what}.`),
      z.maxLength(max, `At most ${max} characters.`),
    );

/** An optional field: empty or blank clears it (null); anything else must pass `schema`. */
const blankable = <T extends z.ZodMiniType<unknown, string>>(schema: T) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.pipe(
          z.string().check(z.trim()),
          z.transform((v: string) => (v === '' ? null : v)),
        ),
        z.nullable(schema),
      ),
    ),
  );

const optionalText = (max: number) =>
  blankable(z.string().check(z.maxLength(max, `At most ${max} characters.`)));

/** The plate as typed, stored as `KJA-123AB`. */
export const ZVehiclePlate = z.pipe(
  ZPlateNumber,
  z.transform((value: string) => normalisePlate(value) ?? value),
);

const seats = z
  .number({ error: 'Enter the seats.' })
  .check(
    z.int('Whole seats.'),
    z.gte(1, 'At least one seat.'),
    z.lte(MAX_VEHICLE_SEATS, `At most ${MAX_VEHICLE_SEATS} seats.`),
  );

export const ZVehicleDocumentSummary = z.object({
  kind: ZVehicleDocumentKind,
  expiresOn: z.string(),
  state: ZVehicleExpiryState,
});
export type TVehicleDocumentSummary = z.infer<typeof ZVehicleDocumentSummary>;

export const ZVehicle = z.object({
  id: z.uuid(),
  status: ZRecordStatus,
  /** The plate number, as the list's label. */
  name: z.string(),
  plateNumber: z.string(),
  type: ZVehicleType,
  make: z.string(),
  model: z.string(),
  seatCapacity: z.int(),
  serviceStatus: ZVehicleServiceStatus,
  driverName: z.nullable(z.string()),
  driverPhone: z.nullable(z.string()),
  driverLicenceNumber: z.nullable(z.string()),
  driverLicenceExpiresOn: z.nullable(z.string()),
  licenceState: z.nullable(ZVehicleExpiryState),
  documents: z.array(ZVehicleDocumentSummary),
  /** Route trips this vehicle runs. */
  tripCount: z.int(),
  ...times,
});
export type TVehicle = z.infer<typeof ZVehicle>;
export const ZVehicleList = pageOf(ZVehicle);
export const ZVehicleQuery = z.extend(ZListQuery, {
  serviceStatus: z.optional(ZVehicleServiceStatus),
});
export type TVehicleQuery = z.infer<typeof ZVehicleQuery>;

const vehicleFields = {
  plateNumber: ZVehiclePlate,
  type: ZVehicleType,
  make: text('make, e.g. Toyota', 60),
  model: text('model, e.g. Coaster', 60),
  seatCapacity: seats,
  serviceStatus: z.optional(ZVehicleServiceStatus),
  driverName: optionalText(120),
  driverPhone: blankable(ZPhone),
  driverLicenceNumber: optionalText(40),
  driverLicenceExpiresOn: blankable(
    calendarDay('Enter the licence expiry as a date, e.g. 2026-06-30.'),
  ),
};

export const ZCreateVehicle = z.object(vehicleFields);
export type TCreateVehicle = z.infer<typeof ZCreateVehicle>;
export const ZUpdateVehicle = z.partial(z.extend(ZCreateVehicle, { status: ZRecordStatus }));
export type TUpdateVehicle = z.infer<typeof ZUpdateVehicle>;

// Documents

export const ZVehicleDocument = z.object({
  id: z.uuid(),
  vehicleId: z.uuid(),
  kind: ZVehicleDocumentKind,
  reference: z.nullable(z.string()),
  expiresOn: z.string(),
  state: ZVehicleExpiryState,
  fileId: z.nullable(z.uuid()),
  fileName: z.nullable(z.string()),
  ...times,
});
export type TVehicleDocument = z.infer<typeof ZVehicleDocument>;
export const ZVehicleDocumentList = z.object({ items: z.array(ZVehicleDocument) });
export type TVehicleDocumentList = z.infer<typeof ZVehicleDocumentList>;

export const ZVehicleDocumentParams = z.object({
  id: z.uuid(),
  kind: ZVehicleDocumentKind,
});

/** The text fields sent with a document's file (multipart). */
export const ZVehicleDocumentFields = z.object({
  expiresOn: calendarDay('Enter the expiry date, e.g. 2026-06-30.'),
  reference: optionalText(80),
});
export type TVehicleDocumentFields = z.infer<typeof ZVehicleDocumentFields>;
