import type { TFieldError } from '@campusflow/contracts';
import { AppError } from './app-error.ts';

/**
 * The 400 `validation_failed` problem naming the field at fault (`body.level`,
 * `querystring.sort`), as the web shows it beside the field. The detail is the message unless
 * the toast should say something more general.
 */
export function fieldError(field: string, message: string, detail: string = message): AppError {
  return new AppError('validation_failed', { detail, errors: [{ field, message }] });
}

/**
 * The same for several fields at once; the detail is their messages one after another unless
 * given.
 */
export function fieldErrors(
  errors: readonly TFieldError[],
  detail: string = errors.map((e) => e.message).join(' '),
): AppError {
  return new AppError('validation_failed', { detail, errors: [...errors] });
}
