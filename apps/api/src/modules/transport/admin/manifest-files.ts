import {
  manifestRiderStateLabels,
  manifestRidersByStop,
  manifestTripPeriodLabels,
  type TManifest,
} from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import { fileSafe } from '@/platform/http/send-download.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { renderManifestPdf } from './manifest-pdf.ts';
import { tripManifest } from './manifests.service.ts';

/** "Ikeja loop, Morning 06:30". */
export const tripLabel = (trip: TManifest['trip']) =>
  `${trip.route}, ${manifestTripPeriodLabels[trip.period]} ${trip.departsAt}`;

/** "manifest-Ikeja-loop-0630-2026-2027-Regular", without its extension. */
export const manifestName = (manifest: Pick<TManifest, 'trip' | 'session'>) =>
  `manifest-${fileSafe(manifest.trip.route)}-${manifest.trip.departsAt.replace(':', '')}-${fileSafe(manifest.session.name)}`;

/** The trip's manifest on the school's letterhead, a table per stop and a signature line. */
export async function manifestPdf(ctx: ServiceContext, actor: Actor, tripId: string) {
  const manifest = await tripManifest(ctx, actor, tripId);
  const [school] = await ctx.db
    .select({ name: schools.name, address: schools.address, logoFileId: schools.logoFileId })
    .from(schools)
    .where(eq(schools.id, actor.schoolId ?? ''));
  const { trip } = manifest;
  const bytes = await renderManifestPdf({
    schoolName: school?.name ?? '',
    schoolAddress: school?.address ?? '',
    logo: school ? await schoolImageBytes(ctx, actor.schoolId ?? '', school.logoFileId) : null,
    fields: [
      ['Route', trip.route],
      ['Trip', `${manifestTripPeriodLabels[trip.period]}, departs ${trip.departsAt}`],
      ['Vehicle', `${trip.plateNumber} (${trip.seats} seats)`],
      ['Driver', trip.driverName ?? '—'],
      ['Session', manifest.session.name],
      ['Riders', String(manifest.riders.length)],
    ],
    stops: manifestRidersByStop(manifest.riders).map((group) => ({
      heading: group.stop,
      rows: group.riders.map((r, i) => [
        String(i + 1),
        r.name,
        r.matricNumber ?? '—',
        r.phone ?? '—',
        manifestRiderStateLabels[r.state],
      ]),
    })),
  });
  return { filename: `${manifestName(manifest)}.pdf`, bytes };
}
