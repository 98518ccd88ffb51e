import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { record } from '@/modules/academics/structure.tables.ts';
import { idColumn, timestamps } from '@/platform/db/columns.ts';

/** Nigerian banks and their codes (app admin; seeded from ng-banks.json). Platform-wide. */
export const banks = pgTable(
  'banks',
  {
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('banks_code_key').on(t.code),
    uniqueIndex('banks_name_key').on(sql`lower(${t.name})`),
  ],
);

/** A school's settlement account, registered with the gateway as a sub-account (bursar). */
export const schoolBanks = pgTable(
  'school_banks',
  {
    ...record,
    bankId: uuid('bank_id')
      .notNull()
      .references(() => banks.id),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    subaccountCode: text('subaccount_code'),
    /** The account checkout settles into; at most one per school. */
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (t) => [
    uniqueIndex('school_banks_school_account_key').on(t.schoolId, t.bankId, t.accountNumber),
    uniqueIndex('school_banks_one_primary_key').on(t.schoolId).where(sql`${t.isPrimary}`),
    check('school_banks_account_number_check', sql`${t.accountNumber} ~ '^[0-9]{10}$'`),
  ],
);

/** A bank account shown to students who pay by transfer (app admin, per school). */
export const staticAccounts = pgTable(
  'static_accounts',
  {
    ...record,
    bankId: uuid('bank_id')
      .notNull()
      .references(() => banks.id),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('static_accounts_school_account_key').on(t.schoolId, t.bankId, t.accountNumber),
    index('static_accounts_school_idx').on(t.schoolId, t.status),
    check('static_accounts_account_number_check', sql`${t.accountNumber} ~ '^[0-9]{10}$'`),
  ],
);
