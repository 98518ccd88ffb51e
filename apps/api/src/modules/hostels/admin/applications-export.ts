import {
  hostelApplicationStateLabels,
  hostelLevelGroupLabels,
  type THostelApplicationRow,
  type THostelApplicationsQuery,
  ZHostelApplicationsQuery,
} from '@campusflow/contracts';
import { defineExport, noParams } from '@/platform/export/export-definition.ts';
import type { ExportColumn } from '@/platform/export/export-source.ts';
import { keysetChunks } from '@/platform/export/keyset.ts';
import { applicationsOrder, hostelApplicationsQuery } from './applications-list.service.ts';

/** One row each: amounts in naira, times in ISO 8601. */
const columns: ExportColumn<THostelApplicationRow>[] = [
  { header: 'Name', value: (r) => r.name, width: 28 },
  { header: 'Matric number', value: (r) => r.matricNumber },
  { header: 'E-mail', value: (r) => r.email, width: 30 },
  { header: 'Level', value: (r) => r.level },
  { header: 'Level group', value: (r) => hostelLevelGroupLabels[r.levelGroup] },
  { header: 'Gender', value: (r) => r.gender },
  { header: 'State', value: (r) => hostelApplicationStateLabels[r.state] },
  { header: 'Hostel', value: (r) => r.place?.hostel },
  { header: 'Block', value: (r) => r.place?.block },
  { header: 'Room', value: (r) => r.place?.room },
  { header: 'Bed', value: (r) => r.place?.bed },
  { header: 'Held until', value: (r) => r.heldUntil },
  { header: 'Amount (NGN)', value: (r) => r.amountKobo, kind: 'naira' },
  { header: 'Allocated at', value: (r) => r.allocatedAt },
  { header: 'Ended at', value: (r) => r.endedAt },
  { header: 'Payment reference', value: (r) => r.paymentReference, width: 22 },
  { header: 'Applied at', value: (r) => r.createdAt },
];

/**
 * The session's hostel applications as a file, with the list's filters: residents are the
 * `allocated` ones (`?state=allocated`).
 */
export const hostelApplicationsExport = defineExport<THostelApplicationsQuery>({
  name: 'hostels.applications',
  query: ZHostelApplicationsQuery,
  params: noParams,
  async open(ctx, actor, { query }) {
    const list = await hostelApplicationsQuery(ctx, actor, query);
    const who = query.state === 'allocated' ? 'hostel-residents' : 'hostel-applications';
    return {
      name: `${who}-${list.session.name}`,
      columns,
      count: list.count,
      async *chunks() {
        for await (const rows of keysetChunks(applicationsOrder, list.page)) {
          yield rows.map(list.toRow);
        }
      },
    };
  },
});
