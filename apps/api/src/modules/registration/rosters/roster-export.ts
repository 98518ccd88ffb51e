import { type TRosterPageQuery, ZIdParam, ZRosterPageQuery } from '@campusflow/contracts';
import { and } from 'drizzle-orm';
import { requireSchool } from '@/platform/access/require-school.ts';
import { defineExport } from '@/platform/export/export-definition.ts';
import { type ExportColumn, heldSource } from '@/platform/export/export-source.ts';
import { keysetChunks, orderByKeys } from '@/platform/export/keyset.ts';
import { courseDetail } from './course-pages.service.ts';
import {
  type RosterRow,
  rosterCount,
  rosterOrder,
  rosterRows,
  rosterWhere,
} from './roster.service.ts';

const categoryLabels = { compulsory: 'Compulsory', elective: 'Elective', carry_over: 'Carry-over' };

const columns: ExportColumn<RosterRow>[] = [
  { header: 'Matric number', value: (s) => s.userOrgID },
  { header: 'Name', value: (s) => s.name, width: 28 },
  { header: 'Programme', value: (s) => s.programmeName, width: 28 },
  { header: 'Level', value: (s) => s.level },
  { header: 'Category', value: (s) => categoryLabels[s.category] },
  { header: 'E-mail', value: (s) => s.email, width: 30 },
  { header: 'Phone', value: (s) => s.phone },
];

/**
 * A course's students (its roster: approved registrations of the session) as a file, for those
 * with a duty for the course; named for the course and session ("CSC201-2025-2026-Regular").
 */
export const rosterExport = defineExport<TRosterPageQuery, { id: string }>({
  name: 'registration.roster',
  query: ZRosterPageQuery,
  params: ZIdParam,
  async open(ctx, actor, { query, params }) {
    const { offering } = await courseDetail(ctx, actor, params.id, query.sessionId);
    const name = `${offering.code.replace(/\s+/g, '')}-${(offering.sessionName ?? 'roster').replace(/[^\w-]+/g, '-')}`;
    const sessionId = offering.sessionId;
    if (!sessionId) return heldSource(name, columns, []);
    const schoolId = requireSchool(actor);
    const where = rosterWhere(schoolId, sessionId, params.id, query.q);
    return {
      name,
      columns,
      count: () => rosterCount(ctx.db, schoolId, sessionId, params.id, query.q),
      chunks: () =>
        keysetChunks(rosterOrder, (after, limit) =>
          rosterRows(ctx.db)
            .where(after ? and(where, after) : where)
            .orderBy(...orderByKeys(rosterOrder))
            .limit(limit),
        ),
    };
  },
});
