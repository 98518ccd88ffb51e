import { feeTypeLabels } from '@campusflow/contracts';
import { formatCount, naira } from '@campusflow/contracts/format';
import type { HomeDigest } from '@/modules/reports/weekly/home-digests.ts';
import { accountsReport } from './accounts-report.ts';

/** The accountant's and bursar's weekly summary: the accounts office's home in words. */
export const accountsDigest: HomeDigest = async (db, schoolId, now) => {
  const r = await accountsReport(db, schoolId, now);
  const lastWeek = r.byDay.slice(-7).reduce((sum, d) => sum + d.amount, 0);
  const { transfers, mismatches, refunds } = r.toReview;
  return [
    {
      title: `Takings${r.session ? ` · ${r.session.name}` : ''}`,
      lines: [
        { label: 'Confirmed this session', value: naira(r.thisSession.amount) },
        { label: 'Confirmed in the last 7 days', value: naira(lastWeek) },
        ...r.thisSession.byType.map((t) => ({
          label: feeTypeLabels[t.type],
          value: naira(t.amount),
        })),
      ],
    },
    {
      title: 'Waiting for the accounts office',
      lines: [
        {
          label: 'Bank transfers to confirm',
          value: `${formatCount(transfers.payments)} (${naira(transfers.amount)})`,
        },
        { label: 'Mismatches', value: formatCount(mismatches) },
        {
          label: 'Paid twice, to refund',
          value: `${formatCount(refunds.payments)} (${naira(refunds.amount)})`,
        },
      ],
    },
    {
      title: 'Settlements this session',
      lines: r.settlements.map((s) => ({
        label: s.account
          ? `${s.account.bankName} ${s.account.accountNumber}`
          : s.mode === 'bank_transfer'
            ? 'Bank transfers'
            : s.mode === 'manual'
              ? 'Recorded by hand'
              : 'Card, no account',
        value: naira(s.amount),
      })),
    },
  ];
};
