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
 * The same for several fields at once. Without a detail, the catalogue's ("Some fields are
 * missing or invalid."), and the fields say what.
 */
export function fieldErrors(errors: readonly TFieldError[], detail?: string): AppError {
  return new AppError('validation_failed', { detail, errors: [...errors] });
}
