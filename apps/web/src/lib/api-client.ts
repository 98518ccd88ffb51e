import type { TFieldError, TProblem } from '@campusflow/contracts';
import {
  INTERNAL_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  OFFLINE_READ_MESSAGE,
  OPERATION_TIMEOUT_MESSAGE,
  ROLE_HEADER,
  type TRoleKey,
} from '@campusflow/contracts/constants';
import { takeEarlyRead, untilAborted } from './early-reads.ts';
import { noteAnswer } from './offline-copies.ts';
import { readSelectedRole, storeSelectedRole } from './selected-role.ts';

/** Spec section 9: payment and other long operations give up after 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** An error answer of the API, carrying its catalogue code and user-facing detail. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: TFieldError[];
  /** Codes of what is still missing (problem `missing`), for the page to word. */
  readonly missing: string[];

  constructor(
    problem: Pick<TProblem, 'status' | 'code' | 'detail'> & {
      errors?: TFieldError[];
      missing?: string[];
    },
  ) {
    super(problem.detail);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.fieldErrors = problem.errors ?? [];
    this.missing = problem.missing ?? [];
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

function isProblem(value: unknown): value is TProblem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.detail === 'string';
}

async function problemFrom(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (isProblem(body)) return new ApiError(body);
  } catch {
    // Not JSON: a proxy or the network answered, not our API.
  }
  return new ApiError({
    status: response.status,
    code: response.status >= 500 ? 'internal' : 'http_error',
    detail:
      response.status >= 500 ? INTERNAL_ERROR_MESSAGE : `Request failed (${response.status}).`,
  });
}

export const SESSION_PATH = '/api/v1/auth/me';

/**
 * Sign-in and account pages whose 401 answers are about the form (a wrong password, a missing
 * profile at sign-in), which the page shows itself: they do not end a session.
 */
const SIGN_IN_FLOW_PATHS = new Set([
  '/api/v1/auth/login',
  '/api/v1/auth/logout',
  '/api/v1/auth/register',
  '/api/v1/auth/register-appadmin',
  '/api/v1/auth/appadmin-setup',
  '/api/v1/auth/account-setup',
  '/api/v1/auth/forgot-password',
  '/api/v1/auth/reset-password',
  '/api/v1/auth/verify-email',
]);

/**
 * An answer that says there is no usable session any more: a 401 (expired or unknown session,
 * a deleted profile: `user_profile_not_found`) or a suspended account, whose session the
 * server has just ended.
 */
export function endsSession(error: ApiError, path: string): boolean {
  if (SIGN_IN_FLOW_PATHS.has(path.split('?')[0] ?? path)) return false;
  return error.status === 401 || error.code === 'account_suspended';
}

/** What the app does about answers that concern the session rather than the call. */
export type SessionEvents = {
  /** A call was refused because the session ended (see endsSession). */
  ended: (error: ApiError, path: string) => void;
  /**
   * The stored role was refused (`role_not_held`): it has been forgotten and the call sent
   * again without it; `retryError` is the second answer's error, if any.
   */
  roleRejected: (error: ApiError, path: string, retryError: unknown) => void;
};

let sessionEvents: SessionEvents | null = null;

/** Installed once by the app (app/session-events.ts): the one place session answers are handled. */
export function handleSessionEvents(events: SessionEvents | null): void {
  sessionEvents = events;
}

async function send(
  path: string,
  options: RequestOptions,
  role: TRoleKey | null,
  timeout: AbortSignal,
): Promise<Response> {
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (role) headers[ROLE_HEADER] = role;
  const isForm = options.body instanceof FormData;
  // A FormData body sets its own multipart content type and boundary.
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  try {
    // The student's home read that index.html started before this code arrived, if it is this one.
    const early =
      (options.method ?? 'GET') === 'GET' && options.body === undefined
        ? takeEarlyRead(path, role)
        : null;
    const earlyAnswer = early ? await untilAborted(early, signal) : null;
    if (earlyAnswer) return earlyAnswer;
    return await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? null
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (timeout.aborted) {
      throw new ApiError({
        status: 0,
        code: 'operation_timeout',
        detail: OPERATION_TIMEOUT_MESSAGE,
      });
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const offlineRead = (options.method ?? 'GET') === 'GET' && navigator.onLine === false;
    throw new ApiError({
      status: 0,
      code: offlineRead ? 'offline' : 'network_error',
      detail: offlineRead ? OFFLINE_READ_MESSAGE : NETWORK_ERROR_MESSAGE,
    });
  }
}

/** Reads a successful answer: JSON (nothing for a 204), or the response itself for files. */
type Reader<T> = (response: Response) => Promise<T>;

const readJson = async <T>(response: Response): Promise<T> =>
  response.status === 204 ? (undefined as T) : ((await response.json()) as T);

async function call<T>(
  path: string,
  options: RequestOptions,
  role: TRoleKey | null,
  timeout: AbortSignal,
  read: Reader<T>,
): Promise<T> {
  const response = await send(path, options, role, timeout);
  noteAnswer(path, response.headers);
  if (response.ok) return read(response);
  const error = await problemFrom(response);
  if (error.code === 'role_not_held' && role) {
    // A role kept from another user or taken away since: forget it, ask once more without it.
    if (readSelectedRole() === role) storeSelectedRole(null);
    try {
      const answer = await call<T>(path, options, null, timeout, read);
      sessionEvents?.roleRejected(error, path, null);
      return answer;
    } catch (retryError) {
      sessionEvents?.roleRejected(error, path, retryError);
      throw retryError;
    }
  }
  if (endsSession(error, path)) sessionEvents?.ended(error, path);
  throw error;
}

/** Calls the API with the session cookie and the selected role; throws ApiError on failure. */
export function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  return call<T>(path, options, readSelectedRole(), timeout, readJson);
}

/**
 * A file from the API (a PDF, a CSV): the successful response itself, with the same session,
 * role and error handling as `api`.
 */
export function apiFile(path: string, options: RequestOptions = {}): Promise<Response> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  return call(path, options, readSelectedRole(), timeout, async (response) => response);
}
