import {
  roleLabels,
  type TUserListQuery,
  type TUserSummary,
  ZUserListQuery,
} from '@campusflow/contracts';
import { and } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import { defineExport, noParams } from '@/platform/export/export-definition.ts';
import type { ExportColumn } from '@/platform/export/export-source.ts';
import { keysetChunks, orderByKeys } from '@/platform/export/keyset.ts';
import { selectUserSummaries, toSummary, usersOrder, usersWhere } from './users.service.ts';

const columns: ExportColumn<TUserSummary>[] = [
  { header: 'Name', value: (u) => u.name, width: 28 },
  { header: 'E-mail', value: (u) => u.email, width: 30 },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Matric or staff number', value: (u) => u.userOrgID, width: 20 },
  { header: 'JAMB number', value: (u) => u.jambNo },
  { header: 'Gender', value: (u) => u.gender },
  { header: 'Roles', value: (u) => u.mainRoles.map((r) => roleLabels[r]).join('; '), width: 30 },
  { header: 'Status', value: (u) => u.status },
  { header: 'Invitation pending', value: (u) => (u.invitationPending ? 'yes' : 'no') },
  { header: 'School', value: (u) => u.schoolName, width: 28 },
  { header: 'Created', value: (u) => u.createdAt.slice(0, 10) },
];

/** The users list as a file: its filters (school, search, roles, status), its order. */
export const usersExport = defineExport<TUserListQuery>({
  name: 'identity.users',
  query: ZUserListQuery,
  params: noParams,
  async open(ctx, actor, { query }) {
    const where = usersWhere(ctx.db, actor, query);
    return {
      name: 'users',
      columns,
      count: () => ctx.db.$count(users, where),
      async *chunks() {
        const pages = keysetChunks(usersOrder, (after, limit) =>
          selectUserSummaries(ctx.db)
            .where(after ? and(where, after) : where)
            .orderBy(...orderByKeys(usersOrder))
            .limit(limit),
        );
        for await (const rows of pages) yield rows.map(toSummary);
      },
    };
  },
});
