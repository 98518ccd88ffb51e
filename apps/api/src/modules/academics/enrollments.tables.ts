import { admissionStages } from '@campusflow/contracts';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { idColumn, schoolIdColumn, timestamps } from '@/platform/db/columns.ts';
import { programmes } from './structure.tables.ts';

export const enrollmentPaymentStatuses = ['pending', 'partial', 'paid'] as const;

/**
 * A person's studentship in a programme (spec section 3, Enrollment). The admissions issue
 * adds the application stages and payment fields; course rosters need the programme and level.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => programmes.id),
    entryYear: integer('entry_year').notNull(),
    currentLevel: integer('current_level').notNull(),
    stage: text('stage', { enum: admissionStages }).notNull().default('enrolled'),
    // Spec section 3: the application, entrance and screening fee of the enrollment, kept in
    // step with the confirmed payments (pending | partial | paid).
    applicationPayment: text('application_payment', { enum: enrollmentPaymentStatuses })
      .notNull()
      .default('pending'),
    applicationPaymentRef: text('application_payment_ref'),
    applicationPaymentDate: timestamp('application_payment_date', { withTimezone: true }),
    entrancePayment: text('entrance_payment', { enum: enrollmentPaymentStatuses })
      .notNull()
      .default('pending'),
    entrancePaymentRef: text('entrance_payment_ref'),
    entrancePaymentDate: timestamp('entrance_payment_date', { withTimezone: true }),
    screeningPayment: text('screening_payment', { enum: enrollmentPaymentStatuses })
      .notNull()
      .default('pending'),
    screeningPaymentRef: text('screening_payment_ref'),
    screeningPaymentDate: timestamp('screening_payment_date', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('enrollments_school_programme_level_idx').on(
      t.schoolId,
      t.programmeId,
      t.currentLevel,
      t.stage,
    ),
    index('enrollments_school_student_idx').on(t.schoolId, t.studentId),
  ],
);
