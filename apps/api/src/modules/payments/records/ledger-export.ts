import { type TLedgerQuery, type TPayment, ZLedgerQuery } from '@campusflow/contracts';
import { and } from 'drizzle-orm';
import { requireSchool } from '@/platform/access/require-school.ts';
import { defineExport, noParams } from '@/platform/export/export-definition.ts';
import type { ExportColumn } from '@/platform/export/export-source.ts';
import { keysetChunks, orderByKeys } from '@/platform/export/keyset.ts';
import { ledgerOrder, ledgerTotals, ledgerWhere } from './ledger.service.ts';
import { selectPayments, toPaymentItem } from './payment-view.ts';

/** The ledger's columns: naira with two decimals at the edge (rule 2 of the house). */
const columns: ExportColumn<TPayment>[] = [
  { header: 'Reference', value: (p) => p.reference, width: 22 },
  { header: 'Date', value: (p) => (p.paymentDate ?? p.createdAt).slice(0, 19).replace('T', ' ') },
  { header: 'Student', value: (p) => p.studentName, width: 28 },
  { header: 'Matric number', value: (p) => p.matricNumber },
  { header: 'Programme', value: (p) => p.programmeName, width: 28 },
  { header: 'Fee', value: (p) => p.feeName, width: 28 },
  { header: 'Type', value: (p) => p.paymentType },
  { header: 'Academic year', value: (p) => p.academicYear },
  {
    header: 'Instalment',
    value: (p) =>
      p.installmentNumber > 0 ? `${p.installmentNumber} of ${p.totalInstallments}` : 'full',
  },
  { header: 'Mode', value: (p) => p.paymentMode },
  { header: 'Status', value: (p) => p.status },
  { header: 'Amount (NGN)', value: (p) => p.amount, kind: 'naira' },
  { header: 'Amount paid (NGN)', value: (p) => p.amountPaid, kind: 'naira' },
  { header: 'Platform fee (NGN)', value: (p) => p.platformFee, kind: 'naira' },
  { header: 'Gateway fee (NGN)', value: (p) => p.gatewayFee, kind: 'naira' },
  { header: 'Total charged (NGN)', value: (p) => p.total, kind: 'naira' },
  { header: 'Flag', value: (p) => p.flag, width: 30 },
];

/** The accountant's ledger as a file: the list's filters, its order, its count. */
export const ledgerExport = defineExport<TLedgerQuery>({
  name: 'payments.ledger',
  query: ZLedgerQuery,
  params: noParams,
  async open(ctx, actor, { query }) {
    const schoolId = requireSchool(actor);
    const where = ledgerWhere(schoolId, query);
    return {
      name: 'payments',
      columns,
      count: async () => (await ledgerTotals(ctx, schoolId, query)).count,
      async *chunks() {
        const pages = keysetChunks(ledgerOrder, (after, limit) =>
          selectPayments(ctx.db)
            .where(after ? and(where, after) : where)
            .orderBy(...orderByKeys(ledgerOrder))
            .limit(limit),
        );
        for await (const rows of pages) yield rows.map(toPaymentItem);
      },
    };
  },
});
