import { AppError } from '@/platform/errors/app-error.ts';
import { postgresError } from './unique-violation.ts';

/**
 * Turns PostgreSQL refusing a delete because another row still refers to the record (foreign
 * key, 23503) into the 409 `in_use`; rethrows anything else. A resource's `dependents` name the
 * common references with a friendlier message; the database guards every one of them.
 */
export function rethrowInUse(error: unknown): never {
  if (postgresError(error)?.code === '23503') throw new AppError('in_use');
  throw error;
}
