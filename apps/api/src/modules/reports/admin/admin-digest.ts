import { roleLabels, type TRoleKey } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { countUsers } from '@/modules/identity/identity.queries.ts';
import type { HomeDigest } from '@/modules/reports/weekly/home-digests.ts';
import { signInsReport } from './sign-ins-report.ts';

/** The school administrator's weekly summary: accounts by role and status, the week's sign-ins. */
export const adminDigest: HomeDigest = async (db, schoolId, now) => {
  const [users, signIns] = await Promise.all([
    countUsers(db, schoolId),
    signInsReport(db, schoolId, now),
  ]);
  return [
    {
      title: 'Accounts',
      lines: [
        { label: 'All accounts', value: formatCount(users.total) },
        ...Object.entries(users.byStatus).map(([status, n]) => ({
          label: status[0]?.toUpperCase() + status.slice(1),
          value: formatCount(n),
        })),
        ...Object.entries(users.byRole).map(([role, n]) => ({
          label: roleLabels[role as TRoleKey] ?? role,
          value: formatCount(n ?? 0),
        })),
      ],
    },
    {
      title: 'Sign-ins in the last 7 days',
      lines: [
        { label: 'Signed in', value: formatCount(signIns.last7Days.succeeded) },
        { label: 'Failed', value: formatCount(signIns.last7Days.failed) },
      ],
    },
  ];
};
