import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/platform/db/columns.ts';

/** What the tester did in the sandbox checkout dialog, read back by the sandbox's verify. */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  outcome: text('outcome', { enum: ['success', 'failed', 'abandoned'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  createdAt: createdAtColumn(),
});
