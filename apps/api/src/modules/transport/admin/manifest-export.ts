import {
  manifestRiderStateLabels,
  type TManifestRider,
  ZManifestTripParams,
} from '@campusflow/contracts';
import { and } from 'drizzle-orm';
import * as z from 'zod/mini';
import { defineExport } from '@/platform/export/export-definition.ts';
import type { ExportColumn } from '@/platform/export/export-source.ts';
import { keysetChunks, orderByKeys } from '@/platform/export/keyset.ts';
import { manifestName } from './manifest-files.ts';
import { manifestTrip, riderRows, ridersOrder, ridersWhere } from './manifests.service.ts';

const columns: ExportColumn<TManifestRider>[] = [
  { header: 'Stop', value: (r) => r.stop, width: 24 },
  { header: 'Stop position', value: (r) => r.stopPosition },
  { header: 'Name', value: (r) => r.name, width: 28 },
  { header: 'Matric number', value: (r) => r.matricNumber },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'State', value: (r) => manifestRiderStateLabels[r.state] },
];

/** A trip's manifest (its riders this session, in manifest order) as a file. */
export const manifestExport = defineExport<Record<string, never>, { tripId: string }>({
  name: 'transport.manifest',
  query: z.strictObject({}),
  params: ZManifestTripParams,
  async open(ctx, actor, { params }) {
    const { scope, trip } = await manifestTrip(ctx, actor, params.tripId);
    const where = ridersWhere(scope, trip.routeId);
    return {
      name: manifestName({ trip, session: scope.session }),
      columns,
      count: () => ctx.db.$count(riderRows(ctx).where(where).as('riders')),
      chunks: () =>
        keysetChunks(ridersOrder, (after, limit) =>
          riderRows(ctx)
            .where(after ? and(where, after) : where)
            .orderBy(...orderByKeys(ridersOrder))
            .limit(limit),
        ),
    };
  },
});
