import type {
  TCreateStaticAccount,
  TStaticAccount,
  TStaticAccountList,
  TStaticAccountQuery,
  TUpdateStaticAccount,
} from '@campusflow/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { banks, staticAccounts } from '@/modules/payments/banks.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { type Actor, schoolScope } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { findBank } from './banks.service.ts';

// Bank accounts shown to students who pay by transfer (docs/domain.md, "Fees and payments").
// App admins keep them for every school; a school id from the browser counts for them only.

const PLATFORM = 'payments:manage:platform' as const;

type Row = {
  account: typeof staticAccounts.$inferSelect;
  schoolName: string;
  bankName: string;
};

const uniques = {
  static_accounts_school_account_key: {
    field: 'accountNumber',
    message: 'This school already has this account.',
  },
};

function toItem({ account, schoolName, bankName }: Row): TStaticAccount {
  return {
    id: account.id,
    schoolId: account.schoolId,
    schoolName,
    bankId: account.bankId,
    bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    note: account.note,
    status: account.status,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

function selectRows(db: DbOrTx) {
  return db
    .select({ account: staticAccounts, schoolName: schools.name, bankName: banks.name })
    .from(staticAccounts)
    .innerJoin(schools, eq(schools.id, staticAccounts.schoolId))
    .innerJoin(banks, eq(banks.id, staticAccounts.bankId))
    .$dynamic();
}

/** One account within the actor's reach: any school's for app admins, else their school's. */
async function findAccount(db: DbOrTx, actor: Actor, id: string): Promise<TStaticAccount> {
  const { schoolId } = schoolScope(actor, PLATFORM);
  const [row] = await selectRows(db)
    .where(
      and(eq(staticAccounts.id, id), schoolId ? eq(staticAccounts.schoolId, schoolId) : undefined),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', { detail: 'This account was not found.' });
  return toItem(row);
}

export async function listStaticAccounts(
  ctx: ServiceContext,
  actor: Actor,
  query: TStaticAccountQuery,
): Promise<TStaticAccountList> {
  const { schoolId } = schoolScope(actor, PLATFORM, query.schoolId);
  const filters: SQL[] = [];
  if (schoolId) filters.push(eq(staticAccounts.schoolId, schoolId));
  if (query.status !== 'all') filters.push(eq(staticAccounts.status, query.status));
  const where = and(...filters);
  return paginate(
    query,
    selectRows(ctx.db)
      .where(where)
      .orderBy(asc(schools.name), asc(banks.name), asc(staticAccounts.id)),
    ctx.db.$count(staticAccounts, where),
    toItem,
  );
}

export async function createStaticAccount(
  ctx: ServiceContext,
  actor: Actor,
  input: TCreateStaticAccount,
  audit: AuditContext,
): Promise<TStaticAccount> {
  const scope = schoolScope(actor, PLATFORM, input.schoolId);
  const schoolId = scope.schoolId ?? input.schoolId;
  return inTransaction(ctx.db, async (tx) => {
    const [school] = await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.id, schoolId));
    if (!school) {
      const message = 'Choose a school from the list.';
      throw new AppError('reference_not_found', {
        detail: message,
        errors: [{ field: 'body.schoolId', message }],
      });
    }
    await findBank(tx, input.bankId, { field: 'body.bankId', activeOnly: true });
    let created: { id: string } | undefined;
    try {
      [created] = await tx
        .insert(staticAccounts)
        .values({
          schoolId,
          bankId: input.bankId,
          accountNumber: input.accountNumber,
          accountName: input.accountName,
          note: input.note ?? null,
        })
        .returning({ id: staticAccounts.id });
    } catch (error) {
      rethrowUniqueViolation(error, uniques);
    }
    if (!created) throw new Error('static account insert returned nothing');
    const item = await findAccount(tx, actor, created.id);
    await recordAudit(tx, audit, {
      action: 'static_account.create',
      entityType: 'static_account',
      entityId: item.id,
      schoolId: item.schoolId,
      after: item,
    });
    return item;
  });
}

export async function updateStaticAccount(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: TUpdateStaticAccount,
  audit: AuditContext,
): Promise<TStaticAccount> {
  return inTransaction(ctx.db, async (tx) => {
    const before = await findAccount(tx, actor, id);
    if (input.bankId && input.bankId !== before.bankId) {
      await findBank(tx, input.bankId, { field: 'body.bankId', activeOnly: true });
    }
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    ) as TUpdateStaticAccount;
    try {
      await tx
        .update(staticAccounts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(staticAccounts.id, id));
    } catch (error) {
      rethrowUniqueViolation(error, uniques);
    }
    const after = await findAccount(tx, actor, id);
    const action =
      changes.status === 'archived' && before.status === 'active'
        ? 'archive'
        : changes.status === 'active' && before.status === 'archived'
          ? 'restore'
          : 'update';
    await recordAudit(tx, audit, {
      action: `static_account.${action}`,
      entityType: 'static_account',
      entityId: id,
      schoolId: after.schoolId,
      before,
      after,
    });
    return after;
  });
}

/** Nothing refers to a static account (a transfer keeps its own evidence): it may go. */
export async function deleteStaticAccount(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  audit: AuditContext,
): Promise<void> {
  await inTransaction(ctx.db, async (tx) => {
    const before = await findAccount(tx, actor, id);
    await tx.delete(staticAccounts).where(eq(staticAccounts.id, id));
    await recordAudit(tx, audit, {
      action: 'static_account.delete',
      entityType: 'static_account',
      entityId: id,
      schoolId: before.schoolId,
      before,
    });
  });
}
