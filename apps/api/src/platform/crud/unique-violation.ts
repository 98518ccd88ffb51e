import { AppError } from '@/platform/errors/app-error.ts';

export type UniqueRule = { field: string; message: string };

/** The PostgreSQL error inside a driver error, if any. */
export function postgresError(error: unknown): { code?: string; constraint?: string } | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}

/** Whether an error is PostgreSQL refusing a row because of this unique index. */
export function violatesUnique(error: unknown, constraint: string): boolean {
  const pg = postgresError(error);
  return pg?.code === '23505' && pg.constraint === constraint;
}

/**
 * Turns a unique-index violation into a 409 naming the field, when the index is one of
 * `rules`; rethrows anything else. The database decides, so two requests racing to create the
 * same code cannot both succeed.
 */
export function rethrowUniqueViolation(error: unknown, rules: Record<string, UniqueRule>): never {
  const pg = postgresError(error);
  const rule = pg?.code === '23505' && pg.constraint ? rules[pg.constraint] : undefined;
  if (rule) {
    throw new AppError('conflict', {
      detail: rule.message,
      errors: [{ field: `body.${rule.field}`, message: rule.message }],
    });
  }
  throw error;
}
