import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the tester did in the sandbox checkout dialog, read back by the sandbox's verify. */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  outcome: text('outcome', { enum: ['success', 'failed', 'abandoned'] }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull().default('NGN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
