import {
  errorCatalogue,
  installmentProblem,
  type TCreateFee,
  type TFee,
  type TFeeQuery,
  type TUpdateFee,
} from '@campusflow/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import type { ResourceSpec } from '@/platform/crud/school-resource.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';

/** What a payment was priced by: fixed once the fee has payments. */
const paidTerms = [
  'amount',
  'installmentsAllowed',
  'installmentCount',
  'type',
  'programmeId',
  'level',
  'sessionId',
] as const;

type FeeRow = {
  fee: typeof fees.$inferSelect;
  sessionName: string;
  programmeName: string | null;
  paymentCount: number;
};

/** The school's fee schedule (docs/domain.md, "Fees and payments": Fee). */
export const feeSpec: ResourceSpec<FeeRow, TFee, TFeeQuery, TCreateFee, TUpdateFee> = {
  entity: 'fee',
  noun: 'fee',
  table: fees,
  select: (db) =>
    db
      .select({
        fee: fees,
        sessionName: academicSessions.name,
        programmeName: programmes.name,
        // Qualified by hand: drizzle leaves outer columns unqualified in a subquery.
        paymentCount: sql<number>`(select count(*)::int from payments p where p.fee_id = "fees"."id")`,
      })
      .from(fees)
      .innerJoin(academicSessions, eq(academicSessions.id, fees.sessionId))
      .leftJoin(programmes, eq(programmes.id, fees.programmeId))
      .$dynamic(),
  toItem: ({ fee, sessionName, programmeName, paymentCount }) => ({
    id: fee.id,
    sessionId: fee.sessionId,
    sessionName,
    programmeId: fee.programmeId,
    programmeName: fee.programmeId ? programmeName : null,
    level: fee.level,
    type: fee.type,
    name: fee.name,
    amount: fee.amount,
    installmentsAllowed: fee.installmentsAllowed,
    installmentCount: fee.installmentCount,
    dueDate: fee.dueDate,
    paymentCount,
    status: fee.status,
    createdAt: fee.createdAt.toISOString(),
    updatedAt: fee.updatedAt.toISOString(),
  }),
  search: [fees.name],
  sortable: {
    name: fees.name,
    type: fees.type,
    amount: fees.amount,
    level: fees.level,
    dueDate: fees.dueDate,
    createdAt: fees.createdAt,
  },
  defaultSort: 'name',
  filters: (query) => [
    query.sessionId ? eq(fees.sessionId, query.sessionId) : undefined,
    query.programmeId === 'all'
      ? isNull(fees.programmeId)
      : query.programmeId
        ? eq(fees.programmeId, query.programmeId)
        : undefined,
    query.type ? eq(fees.type, query.type) : undefined,
    query.level ? eq(fees.level, query.level) : undefined,
  ],
  references: [
    { field: 'sessionId', table: academicSessions, noun: 'session' },
    { field: 'programmeId', table: programmes, noun: 'programme' },
  ],
  uniques: {
    fees_school_schedule_key: {
      field: 'name',
      message:
        'This session already has a fee of this type and name for the same programme and level.',
    },
  },
  dependents: [{ table: payments, column: payments.feeId, message: 'This fee has payments.' }],
  // A fee keeps the terms its payments were made under (a lower amount would mark a part
  // payment paid; 3 instalments turned into 12 would overcharge). Name and due date may change.
  verify: async (tx, schoolId, values) => {
    // Only an update's draft (the item with the changes over it) has an id.
    if (!('id' in values)) return undefined;
    const [current] = await tx
      .select()
      .from(fees)
      .where(and(eq(fees.id, values.id), eq(fees.schoolId, schoolId)))
      .for('update');
    if (!current) return undefined;
    const changed = paidTerms.filter((term) => values[term] !== current[term]);
    if (changed.length === 0) return undefined;
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.feeId, current.id),
          inArray(payments.status, ['pending', 'completed', 'paid']),
        ),
      )
      .limit(1);
    if (paid) {
      const message = errorCatalogue.fee_has_payments.message;
      throw new AppError('fee_has_payments', {
        errors: changed.map((term) => ({ field: `body.${term}`, message })),
      });
    }
    return undefined;
  },
  // On the fee as it will be: a change of one half of the pair is checked against the other.
  check: (values) => {
    const message = installmentProblem(values);
    if (message) {
      throw fieldError('body.installmentCount', message);
    }
  },
};
