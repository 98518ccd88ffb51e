import type { TFieldError, TProblem } from '@campusflow/contracts';
import {
  INTERNAL_ERROR_MESSAGE,
  OPERATION_TIMEOUT_MESSAGE,
  ROLE_HEADER,
} from '@campusflow/contracts/constants';
import { readSelectedRole } from './selected-role.ts';

/** Spec section 9: payment and other long operations give up after 30000 ms. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** An error answer of the API, carrying its catalogue code and user-facing detail. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: TFieldError[];

  constructor(problem: Pick<TProblem, 'status' | 'code' | 'detail'> & { errors?: TFieldError[] }) {
    super(problem.detail);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.fieldErrors = problem.errors ?? [];
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

/** Calls the API with the session cookie and the selected role; throws ApiError on failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json' };
  const role = readSelectedRole();
  if (role) headers[ROLE_HEADER] = role;
  const isForm = options.body instanceof FormData;
  // A FormData body sets its own multipart content type and boundary.
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
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
    throw new ApiError({
      status: 0,
      code: 'network_error',
      detail: 'Could not reach Campusflow. Please check your connection and try again.',
    });
  }
  if (!response.ok) throw await problemFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
