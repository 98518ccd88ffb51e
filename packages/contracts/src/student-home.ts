import * as z from 'zod/mini';
import { ZMyEnrollment } from './academics.ts';
import { ZStudentFee } from './payments.ts';
import { ZMyRegistrationPeriod, ZRegistration } from './registration.ts';

/**
 * GET /api/v1/reports/student-home: what the enrolled student's home shows, in one answer read
 * in a handful of statements (issue 19: the whole home within 10). Each part is what its area's
 * own page says in full (registration, fees, results), cut to the home's summary.
 */

/** Where the student's course registration stands in the period that concerns them. */
export const ZHomeRegistration = z.object({
  period: z.nullable(
    z.pick(ZMyRegistrationPeriod, {
      opensAt: true,
      closesAt: true,
      lateClosesAt: true,
      window: true,
    }),
  ),
  registration: z.nullable(
    z.pick(ZRegistration, { state: true, totalUnits: true, returnReason: true }),
  ),
});
export type THomeRegistration = z.infer<typeof ZHomeRegistration>;

/** A fee of the current session that applies to the student, with what is left to pay. */
export const ZHomeFee = z.pick(ZStudentFee, {
  id: true,
  name: true,
  status: true,
  amountPaid: true,
  balance: true,
  dueDate: true,
  installmentsAllowed: true,
  installmentCount: true,
});
export type THomeFee = z.infer<typeof ZHomeFee>;

/** The standing from published results: latest semester, CGPA, carry-overs and probation. */
export const ZHomeResults = z.object({
  latest: z.nullable(
    z.object({ sessionName: z.string(), semester: z.int(), gpaDisplay: z.string() }),
  ),
  cgpaDisplay: z.string(),
  carryOvers: z.array(z.object({ courseId: z.uuid(), code: z.string() })),
  probation: z.boolean(),
});
export type THomeResults = z.infer<typeof ZHomeResults>;

export const ZStudentHome = z.object({
  /** Null for an applicant (their home is the application's). */
  enrollment: ZMyEnrollment.shape.enrollment,
  registration: ZHomeRegistration,
  fees: z.array(ZHomeFee),
  results: ZHomeResults,
});
export type TStudentHome = z.infer<typeof ZStudentHome>;
