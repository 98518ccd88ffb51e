import { type ErrorCode, errorCatalogue, type TFieldError } from '@campusflow/contracts';

/**
 * The one error type services throw. The handler turns it into problem+json with the
 * catalogue's status and message, so a service never thinks about HTTP.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: TFieldError[] | undefined;
  /** Codes of what is still missing (problem `missing`), for the page to name each one. */
  readonly missing: readonly string[] | undefined;
  /** Sent as `Retry-After` (seconds) with a 429 or 503: when trying again can succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    options: {
      detail?: string;
      errors?: TFieldError[];
      missing?: readonly string[];
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(options.detail ?? errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.fieldErrors = options.errors;
    this.missing = options.missing;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
