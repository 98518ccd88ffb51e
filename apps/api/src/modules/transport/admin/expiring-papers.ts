import {
  TRANSPORT_EXPIRY_WARNING_DAYS,
  type TTransportOverviewExpiryKind,
} from '@campusflow/contracts';
import { and, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { vehicleDocuments, vehicles } from '@/modules/transport/transport.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

// The papers the transport admin is warned about: vehicle documents and drivers' licences
// expired or expiring within TRANSPORT_EXPIRY_WARNING_DAYS, of vehicles not archived.

const d = vehicleDocuments;
const v = vehicles;

/** The last day inside the warning window, as SQL: `today` + the warning days. */
const windowEnd = (today: string) => sql`(${today}::date + ${TRANSPORT_EXPIRY_WARNING_DAYS}::int)`;

const daysLeft = (column: SQL | typeof d.expiresOn, today: string) =>
  sql<number>`(${column} - ${today}::date)`.mapWith(Number).as('days_left');

/** Documents in the window; `id` is the document's. `where` narrows (a school, not alerted). */
export function expiringDocuments(db: DbOrTx, today: string, where?: SQL) {
  return db
    .select({
      id: d.id,
      schoolId: d.schoolId,
      kind: sql<TTransportOverviewExpiryKind>`${d.kind}`.as('kind'),
      vehicleId: sql<string>`${v.id}`.as('vehicle_id'),
      plateNumber: v.plateNumber,
      driverName: v.driverName,
      expiresOn: sql<string>`${d.expiresOn}::text`.as('expires_on'),
      daysLeft: daysLeft(sql`${d.expiresOn}`, today),
    })
    .from(d)
    .innerJoin(v, eq(v.id, d.vehicleId))
    .where(and(ne(v.status, 'archived'), sql`${d.expiresOn} <= ${windowEnd(today)}`, where));
}

/** Licences in the window; `id` is the vehicle's. */
export function expiringLicences(db: DbOrTx, today: string, where?: SQL) {
  return db
    .select({
      id: v.id,
      schoolId: v.schoolId,
      kind: sql<TTransportOverviewExpiryKind>`'driver_licence'`.as('kind'),
      vehicleId: sql<string>`${v.id}`.as('vehicle_id'),
      plateNumber: v.plateNumber,
      driverName: v.driverName,
      expiresOn: sql<string>`${v.driverLicenceExpiresOn}::text`.as('expires_on'),
      daysLeft: daysLeft(sql`${v.driverLicenceExpiresOn}`, today),
    })
    .from(v)
    .where(
      and(
        ne(v.status, 'archived'),
        isNotNull(v.driverLicenceExpiresOn),
        sql`${v.driverLicenceExpiresOn} <= ${windowEnd(today)}`,
        where,
      ),
    );
}

/** A school's documents and licences in the window, soonest first, in one statement. */
export function expiringPapers(db: DbOrTx, schoolId: string, today: string) {
  return expiringDocuments(db, today, eq(d.schoolId, schoolId))
    .unionAll(expiringLicences(db, today, eq(v.schoolId, schoolId)))
    .orderBy(sql`expires_on`, sql`plate_number`, sql`kind`);
}
