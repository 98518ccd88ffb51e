import type { RegistrationProblem } from '@campusflow/domain';
import { AppError } from '@/platform/errors/app-error.ts';
import { blockerMessage } from './my-registration.service.ts';
import type { Blocker } from './registration-context.ts';

/** The problem a closed registration answers with, in the page's words. */
export function blockerError(blocker: Blocker): AppError {
  const detail = blockerMessage(blocker);
  switch (blocker.code) {
    case 'not_enrolled':
      return new AppError('registration_not_enrolled', { detail });
    case 'passport_missing':
      return new AppError('registration_passport_missing', { detail });
    case 'fees_unpaid':
      return new AppError('registration_fees_unpaid', { detail, missing: blocker.feeTypes });
    default:
      return new AppError('registration_closed', { detail });
  }
}

/** The problem a refused choice of courses answers with. */
export function problemError(problem: RegistrationProblem): AppError {
  switch (problem.kind) {
    case 'not_offered':
      return new AppError('registration_course_not_offered');
    case 'prerequisite_missing':
      return new AppError('registration_prerequisite_missing', {
        detail: `${problem.codes.join(', ')} needs a course you have not passed yet.`,
      });
    case 'compulsory_missing':
      return new AppError('registration_compulsory_missing', {
        detail: `Include the compulsory ${problem.codes.join(', ')} before submitting.`,
      });
    case 'units_below_minimum':
      return new AppError('registration_units_below_minimum', {
        detail: `Your courses add up to ${problem.total} units; your programme requires at least ${problem.min}.`,
      });
    case 'units_above_maximum':
      return new AppError('registration_units_above_maximum', {
        detail: `Your courses add up to ${problem.total} units; your programme allows at most ${problem.max}.`,
      });
  }
}

/** A course whose seats are all taken: the whole save is refused. */
export function courseFullError(codes: readonly string[]): AppError {
  return new AppError('registration_course_full', {
    detail: `${codes.join(', ')} ${codes.length > 1 ? 'are' : 'is'} full: every seat is taken. Choose another course.`,
  });
}
