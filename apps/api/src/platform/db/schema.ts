// Every drizzle table of every area, gathered for the query builder and drizzle-kit.

export * from '../../modules/academics/calendar.tables.ts';
export * from '../../modules/academics/courses.tables.ts';
export * from '../../modules/academics/enrollments.tables.ts';
export * from '../../modules/academics/grading.tables.ts';
export * from '../../modules/academics/staff.tables.ts';
export * from '../../modules/academics/structure.tables.ts';
export * from '../../modules/admissions/admissions.tables.ts';
export * from '../../modules/identity/identity.tables.ts';
export * from '../../modules/payments/banks.tables.ts';
export * from '../../modules/payments/fees.tables.ts';
export * from '../../modules/payments/payments.tables.ts';
export * from '../../modules/schools/schools.tables.ts';
export * from '../audit/audit.tables.ts';
export * from '../files/files.tables.ts';
export * from '../mail/mail.tables.ts';
