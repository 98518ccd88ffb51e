import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '@/platform/db/columns.ts';

/** A school is a tenant (docs/domain.md, Tenancy and people). */
export const schools = pgTable(
  'schools',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    email: text('email'),
    phone: text('phone'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** The logo in the files module; served publicly at /api/v1/schools/{id}/logo. */
    logoFileId: uuid('logo_file_id'),
    platformFeeType: text('platform_fee_type', { enum: ['percentage', 'fixed'] })
      .notNull()
      .default('percentage'),
    /** percentage: hundredths of a percent (250 = 2.50 %); fixed: kobo. */
    platformFeeValue: bigint('platform_fee_value', { mode: 'number' }).notNull().default(0),
    platformFeeMode: text('platform_fee_mode', { enum: ['exclusive', 'inclusive'] })
      .notNull()
      .default('exclusive'),
    gatewayFee: text('gateway_fee_bearer', { enum: ['student', 'school'] })
      .notNull()
      .default('student'),
    /**
     * Moves on whenever a school-wide row a student's home shows changes (the calendar, the
     * structure, fees, registration periods, courses, published score sheets): kept by the
     * database (migration 0034), read beside the user's own mark.
     */
    viewMark: bigint('view_mark', { mode: 'number' }).notNull().default(0),
    /**
     * Moves on whenever what a lecturer's course list shows changes beyond the school's own
     * rows: who teaches which course, a name, how many take a course (migration 0036). Kept
     * apart from `viewMark` so that approvals leave every student's kept home alone.
     */
    teachingMark: bigint('teaching_mark', { mode: 'number' }).notNull().default(0),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('schools_code_key').on(sql`upper(${t.code})`),
    index('schools_name_idx').on(t.name),
    check('schools_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('schools_fee_type_check', sql`${t.platformFeeType} in ('percentage', 'fixed')`),
    check('schools_fee_mode_check', sql`${t.platformFeeMode} in ('exclusive', 'inclusive')`),
    check('schools_fee_bearer_check', sql`${t.gatewayFee} in ('student', 'school')`),
    check('schools_fee_value_check', sql`${t.platformFeeValue} >= 0`),
  ],
);
