import {
  type TApplicationQuery,
  type TApplicationRow,
  ZApplicationQuery,
} from '@campusflow/contracts';
import { and } from 'drizzle-orm';
import { defineExport, noParams } from '@/platform/export/export-definition.ts';
import type { ExportColumn } from '@/platform/export/export-source.ts';
import { keysetChunks, orderByKeys } from '@/platform/export/keyset.ts';
import { applicationsQuery, toApplicationRow } from './officer-queue.service.ts';

const columns: ExportColumn<TApplicationRow>[] = [
  { header: 'Applicant', value: (a) => a.applicantName, width: 28 },
  { header: 'JAMB number', value: (a) => a.jambNo },
  { header: 'State of origin', value: (a) => a.stateOfOrigin },
  { header: 'Programme', value: (a) => a.programmeName, width: 28 },
  { header: 'Stage', value: (a) => a.stage },
  { header: 'UTME score', value: (a) => a.utmeScore },
  { header: 'Screening', value: (a) => a.screeningResult },
  { header: 'Exam score', value: (a) => a.examScore },
  { header: 'Aggregate', value: (a) => a.aggregate },
  { header: 'Rank', value: (a) => a.rank },
  { header: "O'level requirements met", value: (a) => (a.olevelMeets ? 'yes' : 'no') },
  { header: 'Submitted', value: (a) => a.submittedAt?.slice(0, 19).replace('T', ' ') },
];

/** The admission officers' applications (queue and screening lists) as a file. */
export const applicationsExport = defineExport<TApplicationQuery>({
  name: 'admissions.applications',
  query: ZApplicationQuery,
  params: noParams,
  async open(ctx, actor, { query }) {
    const { where, rows, order, count } = await applicationsQuery(ctx, actor, query);
    return {
      name: 'applications',
      columns,
      count: async () => (await count())[0]?.total ?? 0,
      async *chunks() {
        const pages = keysetChunks(order, (after, limit) =>
          rows
            .where(after ? and(where, after) : where)
            .orderBy(...orderByKeys(order))
            .limit(limit),
        );
        for await (const chunk of pages) yield chunk.map(toApplicationRow);
      },
    };
  },
});
