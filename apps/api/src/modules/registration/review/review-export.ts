import {
  type TReviewQuery,
  type TReviewRow,
  ZDepartmentParam,
  ZReviewQuery,
} from '@campusflow/contracts';
import { and } from 'drizzle-orm';
import { defineExport } from '@/platform/export/export-definition.ts';
import type { ExportColumn } from '@/platform/export/export-source.ts';
import { keysetChunks, orderByKeys } from '@/platform/export/keyset.ts';
import { fileSafe } from '@/platform/http/send-download.ts';
import { reviewOrder, reviewQuery, reviewRows, toReviewItem } from './review-list.service.ts';

const time = (iso: string | null) => iso?.slice(0, 19).replace('T', ' ');

const columns: ExportColumn<TReviewRow>[] = [
  { header: 'Student', value: (r) => r.studentName, width: 28 },
  { header: 'Matric number', value: (r) => r.matricNumber },
  { header: 'Programme', value: (r) => r.programmeName, width: 28 },
  { header: 'Level', value: (r) => r.level },
  { header: 'Courses', value: (r) => r.courseCount },
  { header: 'Units', value: (r) => r.totalUnits },
  { header: 'State', value: (r) => r.state },
  { header: 'Submitted', value: (r) => time(r.submittedAt) },
  { header: 'Reviewed', value: (r) => time(r.reviewedAt) },
  { header: 'Reason returned', value: (r) => r.returnReason, width: 30 },
];

/** The head of department's registrations queue as a file, with its filters and order. */
export const reviewExport = defineExport<TReviewQuery, { departmentId: string }>({
  name: 'registration.review',
  query: ZReviewQuery,
  params: ZDepartmentParam,
  async open(ctx, actor, { query, params }) {
    const { semester, where, count } = await reviewQuery(ctx, actor, params.departmentId, query);
    return {
      name: fileSafe(
        `registrations ${semester?.sessionName ?? ''} semester ${semester?.semester ?? ''}`,
      ),
      columns,
      count,
      async *chunks() {
        const pages = keysetChunks(reviewOrder, (after, limit) =>
          reviewRows(ctx.db)
            .where(after ? and(where, after) : where)
            .orderBy(...orderByKeys(reviewOrder))
            .limit(limit),
        );
        for await (const rows of pages) yield rows.map(toReviewItem);
      },
    };
  },
});
