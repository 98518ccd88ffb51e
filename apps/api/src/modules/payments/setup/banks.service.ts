import type {
  TBank,
  TBankList,
  TBankQuery,
  TBankSyncResult,
  TCreateBank,
  TUpdateBank,
} from '@campusflow/contracts';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { banks } from '@/modules/payments/banks.tables.ts';
import { requireGateway } from '@/modules/payments/checkout/gateway-call.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { setupGatewayCall } from './setup-gateway.ts';

type BankRow = typeof banks.$inferSelect;

const uniques = {
  banks_code_key: { field: 'code', message: 'Another bank already uses this code.' },
  banks_name_key: { field: 'name', message: 'A bank with this name already exists.' },
};

function toBank(row: BankRow): TBank {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The bank list: everyone sees the active banks; app admins may ask for inactive ones too. */
export async function listBanks(
  ctx: ServiceContext,
  actor: Actor,
  query: TBankQuery,
): Promise<TBankList> {
  const status = can(actor, 'payments:manage:platform') ? query.status : 'active';
  const filters: (SQL | undefined)[] = [];
  if (status !== 'all') filters.push(eq(banks.active, status === 'active'));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(banks.name, pattern), ilike(banks.code, pattern)));
  }
  const where = and(...filters);
  return paginate(
    query,
    ctx.db.select().from(banks).where(where).orderBy(asc(banks.name), asc(banks.id)),
    ctx.db.$count(banks, where),
    toBank,
  );
}

/** A bank by id; with `activeOnly`, an inactive bank is "choose a bank" on `field`. */
export async function findBank(
  db: DbOrTx,
  id: string,
  options: { field: string; activeOnly?: boolean },
): Promise<BankRow> {
  const [row] = await db.select().from(banks).where(eq(banks.id, id));
  if (!row || (options.activeOnly && !row.active)) {
    const message = 'Choose a bank from the list.';
    throw new AppError('reference_not_found', {
      detail: message,
      errors: [{ field: options.field, message }],
    });
  }
  return row;
}

export async function createBank(
  ctx: ServiceContext,
  input: TCreateBank,
  audit: AuditContext,
): Promise<TBank> {
  return inTransaction(ctx.db, async (tx) => {
    let row: BankRow | undefined;
    try {
      [row] = await tx.insert(banks).values(input).returning();
    } catch (error) {
      rethrowUniqueViolation(error, uniques);
    }
    if (!row) throw new Error('bank insert returned nothing');
    const bank = toBank(row);
    await recordAudit(tx, audit, {
      action: 'bank.create',
      entityType: 'bank',
      entityId: row.id,
      schoolId: null,
      after: bank,
    });
    return bank;
  });
}

export async function updateBank(
  ctx: ServiceContext,
  id: string,
  input: TUpdateBank,
  audit: AuditContext,
): Promise<TBank> {
  return inTransaction(ctx.db, async (tx) => {
    const [before] = await tx.select().from(banks).where(eq(banks.id, id)).for('update');
    if (!before) throw new AppError('not_found', { detail: 'This bank was not found.' });
    let row: BankRow | undefined;
    try {
      [row] = await tx
        .update(banks)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(banks.id, id))
        .returning();
    } catch (error) {
      rethrowUniqueViolation(error, uniques);
    }
    if (!row) throw new AppError('not_found', { detail: 'This bank was not found.' });
    const after = toBank(row);
    const action =
      input.active === false && before.active
        ? 'deactivate'
        : input.active === true && !before.active
          ? 'activate'
          : 'update';
    await recordAudit(tx, audit, {
      action: `bank.${action}`,
      entityType: 'bank',
      entityId: id,
      schoolId: null,
      before: toBank(before),
      after,
    });
    return after;
  });
}

/** Adds the banks the gateway lists that are not known yet (by code or by name). */
export async function syncBanks(
  ctx: ServiceContext,
  audit: AuditContext,
): Promise<TBankSyncResult> {
  const gateway = requireGateway(ctx);
  const listed = await setupGatewayCall(ctx, (signal) => gateway.listBanks(signal));
  return inTransaction(ctx.db, async (tx) => {
    const inserted =
      listed.length === 0
        ? []
        : await tx
            .insert(banks)
            .values(listed.map((b) => ({ name: b.name.trim(), code: b.code.trim() })))
            .onConflictDoNothing()
            .returning({ id: banks.id, code: banks.code });
    const result = { added: inserted.length, existing: listed.length - inserted.length };
    await recordAudit(tx, audit, {
      action: 'bank.sync',
      entityType: 'bank',
      schoolId: null,
      after: { ...result, gateway: gateway.name, codes: inserted.map((b) => b.code) },
    });
    return result;
  });
}
