import type {
  TCreateSchoolBank,
  TResolveAccountQuery,
  TResolvedAccount,
  TSchoolBank,
  TSchoolBankList,
  TSchoolBankQuery,
  TUpdateSchoolBank,
} from '@campusflow/contracts';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { banks, schoolBanks } from '@/modules/payments/banks.tables.ts';
import { requireGateway } from '@/modules/payments/checkout/gateway-call.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { findBank } from './banks.service.ts';
import { setupGatewayCall } from './setup-gateway.ts';

// A school's settlement accounts (docs/domain.md, "Fees and payments": School banks), each
// registered with the gateway as a sub-account. The primary one is where checkout settles.

type Row = { account: typeof schoolBanks.$inferSelect; bankName: string; bankCode: string };

const uniques = {
  school_banks_school_account_key: {
    field: 'accountNumber',
    message: 'This account is already one of the school’s accounts.',
  },
  school_banks_one_primary_key: {
    field: 'isPrimary',
    message: 'Another account was made primary at the same moment. Please try again.',
  },
};

function conflict(message: string, field: string): AppError {
  return new AppError('conflict', { detail: message, errors: [{ field, message }] });
}

function toItem({ account, bankName, bankCode }: Row): TSchoolBank {
  return {
    id: account.id,
    bankId: account.bankId,
    bankName,
    bankCode,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    subaccountCode: account.subaccountCode,
    isPrimary: account.isPrimary,
    status: account.status,
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

function selectRows(db: DbOrTx) {
  return db
    .select({ account: schoolBanks, bankName: banks.name, bankCode: banks.code })
    .from(schoolBanks)
    .innerJoin(banks, eq(banks.id, schoolBanks.bankId))
    .$dynamic();
}

async function findAccount(db: DbOrTx, schoolId: string, id: string): Promise<TSchoolBank> {
  const [row] = await selectRows(db)
    .where(and(eq(schoolBanks.id, id), eq(schoolBanks.schoolId, schoolId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { detail: 'This account was not found.' });
  return toItem(row);
}

/** The school's accounts, the primary first. */
export async function listSchoolBanks(
  ctx: ServiceContext,
  actor: Actor,
  query: TSchoolBankQuery,
): Promise<TSchoolBankList> {
  const filters: SQL[] = [eq(schoolBanks.schoolId, requireSchool(actor))];
  if (query.status !== 'all') filters.push(eq(schoolBanks.status, query.status));
  const where = and(...filters);
  return paginate(
    query,
    selectRows(ctx.db)
      .where(where)
      .orderBy(desc(schoolBanks.isPrimary), asc(schoolBanks.createdAt), asc(schoolBanks.id)),
    ctx.db.$count(schoolBanks, where),
    toItem,
  );
}

/** The name the bank holds for an account, as the gateway answers it. */
export async function resolveAccount(
  ctx: ServiceContext,
  query: TResolveAccountQuery,
  fields: { bankId: string; accountNumber: string } = {
    bankId: 'querystring.bankId',
    accountNumber: 'querystring.accountNumber',
  },
): Promise<TResolvedAccount> {
  const gateway = requireGateway(ctx);
  const bank = await findBank(ctx.db, query.bankId, { field: fields.bankId, activeOnly: true });
  const resolved = await setupGatewayCall(
    ctx,
    (signal) => gateway.resolveAccount(query.accountNumber, bank.code, signal),
    fields.accountNumber,
  );
  return { accountName: resolved.accountName };
}

/**
 * Adds a settlement account: the name is resolved here, never taken from the browser; the
 * gateway sub-account is created before the row is written (a network call holds no
 * transaction open). The school's first account becomes its primary.
 */
export async function createSchoolBank(
  ctx: ServiceContext,
  actor: Actor,
  input: TCreateSchoolBank,
  audit: AuditContext,
): Promise<TSchoolBank> {
  const schoolId = requireSchool(actor);
  const gateway = requireGateway(ctx);
  const bank = await findBank(ctx.db, input.bankId, { field: 'body.bankId', activeOnly: true });
  const [duplicate] = await ctx.db
    .select({ id: schoolBanks.id })
    .from(schoolBanks)
    .where(
      and(
        eq(schoolBanks.schoolId, schoolId),
        eq(schoolBanks.bankId, bank.id),
        eq(schoolBanks.accountNumber, input.accountNumber),
      ),
    );
  if (duplicate) {
    const { field, message } = uniques.school_banks_school_account_key;
    throw conflict(message, `body.${field}`);
  }
  const [school] = await ctx.db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) throw new AppError('school_not_found');
  const { accountName } = await setupGatewayCall(
    ctx,
    (signal) => gateway.resolveAccount(input.accountNumber, bank.code, signal),
    'body.accountNumber',
  );
  const { subaccountCode } = await setupGatewayCall(
    ctx,
    (signal) =>
      gateway.createSubaccount(
        {
          businessName: school.name,
          bankCode: bank.code,
          accountNumber: input.accountNumber,
          // The platform fee goes to the main account as a flat charge on each payment.
          percentageCharge: 0,
          ...(actor.email ? { primaryContactEmail: actor.email } : {}),
        },
        signal,
      ),
    'body.accountNumber',
  );
  return inTransaction(ctx.db, async (tx) => {
    const [primary] = await tx
      .select({ id: schoolBanks.id })
      .from(schoolBanks)
      .where(and(eq(schoolBanks.schoolId, schoolId), eq(schoolBanks.isPrimary, true)));
    let created: { id: string } | undefined;
    try {
      [created] = await tx
        .insert(schoolBanks)
        .values({
          schoolId,
          bankId: bank.id,
          accountNumber: input.accountNumber,
          accountName,
          subaccountCode,
          isPrimary: !primary,
        })
        .returning({ id: schoolBanks.id });
    } catch (error) {
      rethrowUniqueViolation(error, uniques);
    }
    if (!created) throw new Error('school bank insert returned nothing');
    const id = created.id;
    const item = await findAccount(tx, schoolId, id);
    await recordAudit(tx, audit, {
      action: 'school_bank.create',
      entityType: 'school_bank',
      entityId: id,
      after: item,
    });
    return item;
  });
}

/**
 * Makes an account primary (the previous primary stops being, in the same transaction), or
 * archives or restores it. The primary cannot be archived while other accounts are active:
 * checkout would have nowhere to settle.
 */
export async function updateSchoolBank(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: TUpdateSchoolBank,
  audit: AuditContext,
): Promise<TSchoolBank> {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    // Lock the school's accounts: two bursars moving the primary at once take turns.
    const accounts = await tx
      .select({ id: schoolBanks.id, status: schoolBanks.status, isPrimary: schoolBanks.isPrimary })
      .from(schoolBanks)
      .where(eq(schoolBanks.schoolId, schoolId))
      .for('update');
    const before = await findAccount(tx, schoolId, id);
    let { status, isPrimary } = before;
    const others = accounts.filter((a) => a.id !== id && a.status === 'active');
    if (input.status === 'archived' && status === 'active') {
      if (isPrimary && others.length > 0) {
        throw conflict(
          'This is the primary account. Make another account primary before archiving it.',
          'body.status',
        );
      }
      status = 'archived';
      isPrimary = false;
    } else if (input.status === 'active' && status === 'archived') {
      status = 'active';
      // A school left without a primary gets this one back as its primary.
      isPrimary = !accounts.some((a) => a.isPrimary);
    }
    if (input.isPrimary && !isPrimary) {
      if (status !== 'active') {
        throw conflict('Restore this account before making it primary.', 'body.isPrimary');
      }
      await tx
        .update(schoolBanks)
        .set({ isPrimary: false, updatedAt: new Date() })
        .where(
          and(
            eq(schoolBanks.schoolId, schoolId),
            eq(schoolBanks.isPrimary, true),
            ne(schoolBanks.id, id),
          ),
        );
      isPrimary = true;
    }
    if (status === before.status && isPrimary === before.isPrimary) return before;
    try {
      await tx
        .update(schoolBanks)
        .set({ status, isPrimary, updatedAt: new Date() })
        .where(and(eq(schoolBanks.id, id), eq(schoolBanks.schoolId, schoolId)));
    } catch (error) {
      rethrowUniqueViolation(error, uniques);
    }
    const after = await findAccount(tx, schoolId, id);
    const action =
      status !== before.status ? (status === 'archived' ? 'archive' : 'restore') : 'primary';
    await recordAudit(tx, audit, {
      action: `school_bank.${action}`,
      entityType: 'school_bank',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}
