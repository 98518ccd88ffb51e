import { type AnyPgColumn, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column builders every table shares. Each call makes a fresh builder, so one table's
// constraints never leak into another's.

/** `id uuid primary key default gen_random_uuid()`. */
export const idColumn = () => uuid('id').primaryKey().defaultRandom();

/** `created_at timestamptz not null default now()`. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `created_at` and `updated_at`, both `timestamptz not null default now()`. */
export const timestamps = () => ({
  createdAt: createdAtColumn(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `school_id uuid not null` referencing the schools table, which the caller names
 * (`() => schools.id`): the platform knows no module's tables (rule 3 of the house).
 */
export const schoolIdColumn = (schoolsId: () => AnyPgColumn) =>
  uuid('school_id').notNull().references(schoolsId);

/** `status`: archived records are kept, not deleted. */
export const archiveStatusColumn = () =>
  text('status', { enum: ['active', 'archived'] })
    .notNull()
    .default('active');
