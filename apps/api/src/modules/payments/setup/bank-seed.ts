import { banks } from '@/modules/payments/banks.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
// Imported, not read from beside this file: the production bundle (apps/api/dist) carries it.
import bankList from './ng-banks.json' with { type: 'json' };

type SeedBank = { name: string; code: string };

/** Nigerian banks and their codes, as Paystack lists them; kept in the repository for offline use. */
function seedData(): SeedBank[] {
  const parsed: unknown = bankList;
  if (!Array.isArray(parsed)) throw new Error('ng-banks.json is not a list');
  return parsed.flatMap((item: { name?: unknown; code?: unknown }) =>
    typeof item.name === 'string' && typeof item.code === 'string'
      ? [{ name: item.name.trim(), code: item.code.trim() }]
      : [],
  );
}

/**
 * Inserts the banks of ng-banks.json that are not there yet (by code or by name); banks an app
 * admin renamed or deactivated stay as they are. Safe to run at every start.
 */
export async function seedBanks(db: DbOrTx): Promise<{ added: number }> {
  const inserted = await db
    .insert(banks)
    .values(seedData())
    .onConflictDoNothing()
    .returning({ id: banks.id });
  return { added: inserted.length };
}
