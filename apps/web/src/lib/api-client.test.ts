import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWindowStorage } from '@/test/window-storage.ts';
import { ApiError, api, apiFile, endsSession, handleSessionEvents } from './api-client.ts';
import { readSelectedRole, storeSelectedRole } from './selected-role.ts';

function problem(status: number, code: string, detail: string): Response {
  return new Response(JSON.stringify({ type: 'x', title: 't', status, code, detail }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  stubWindowStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
  handleSessionEvents(null);
});

describe('endsSession', () => {
  const error = (status: number, code: string) => new ApiError({ status, code, detail: 'x' });

  it('is true for a 401 of a signed-in call and for a suspended account', () => {
    expect(endsSession(error(401, 'user_profile_not_found'), '/api/v1/auth/me')).toBe(true);
    expect(endsSession(error(401, 'not_authenticated'), '/api/v1/academics/faculties')).toBe(true);
    expect(endsSession(error(403, 'account_suspended'), '/api/v1/me/passport')).toBe(true);
  });

  it('is false for sign-in forms and for other refusals', () => {
    expect(endsSession(error(401, 'incorrect_password'), '/api/v1/auth/login')).toBe(false);
    expect(endsSession(error(401, 'user_profile_not_found'), '/api/v1/auth/login')).toBe(false);
    expect(endsSession(error(403, 'forbidden'), '/api/v1/academics/faculties')).toBe(false);
    expect(endsSession(error(404, 'not_found'), '/api/v1/academics/faculties')).toBe(false);
  });
});

describe('api()', () => {
  it('tells the app once when an answer ends the session, then throws the API error', async () => {
    const ended = vi.fn();
    handleSessionEvents({ ended, roleRejected: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(401, 'user_profile_not_found', 'User profile not found.')),
    );
    const call = api('/api/v1/academics/faculties');
    await expect(call).rejects.toMatchObject({
      status: 401,
      code: 'user_profile_not_found',
      message: 'User profile not found.',
    });
    expect(ended).toHaveBeenCalledOnce();
    expect(ended.mock.calls[0]?.[1]).toBe('/api/v1/academics/faculties');
  });

  it('forgets a refused role and asks once more without it', async () => {
    storeSelectedRole('admin');
    const roleRejected = vi.fn();
    handleSessionEvents({ ended: vi.fn(), roleRejected });
    const fetch = vi.fn(async (_path: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      return headers['x-role']
        ? problem(403, 'role_not_held', 'You do not hold the role you are acting as.')
        : ok({ user: { name: 'Emeka' } });
    });
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/v1/auth/me')).resolves.toEqual({ user: { name: 'Emeka' } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(readSelectedRole()).toBeNull();
    expect(roleRejected).toHaveBeenCalledOnce();
    expect(roleRejected.mock.calls[0]?.[2]).toBeNull();
  });

  it('does not ask again when no role was sent', async () => {
    const fetch = vi.fn(async () => problem(403, 'role_not_held', 'Refused.'));
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/v1/academics/faculties')).rejects.toMatchObject({
      code: 'role_not_held',
    });
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('a refusal that names what is missing', () => {
  it('keeps the codes of the problem for the page to word', async () => {
    const body = {
      type: 'x',
      title: 'Conflict',
      status: 409,
      code: 'application_incomplete',
      detail: 'The application is not complete yet. Still needed: Home address.',
      missing: ['address'],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 409 })),
    );
    const error = await api('/api/v1/admissions/my-application/submit', {
      method: 'POST',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'application_incomplete', missing: ['address'] });
    expect(new ApiError({ status: 400, code: 'x', detail: 'y' }).missing).toEqual([]);
  });
});

describe('a request that cannot reach the server', () => {
  const unreachable = () => vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));

  it('says a read failed because the device is offline (spec section 8)', async () => {
    vi.stubGlobal('fetch', unreachable());
    vi.stubGlobal('navigator', { onLine: false });
    await expect(api('/api/v1/academics/faculties')).rejects.toMatchObject({
      status: 0,
      code: 'offline',
      message: 'Failed to get document because the client is offline.',
    });
  });

  it('says the server could not be reached when online, or for a write', async () => {
    vi.stubGlobal('fetch', unreachable());
    vi.stubGlobal('navigator', { onLine: true });
    await expect(api('/api/v1/academics/faculties')).rejects.toMatchObject({
      code: 'network_error',
    });
    vi.stubGlobal('navigator', { onLine: false });
    await expect(
      api('/api/v1/academics/faculties', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ code: 'network_error' });
  });
});

describe('apiFile (downloads)', () => {
  it('gives the file response itself, sent with the stored role', async () => {
    storeSelectedRole('accountant');
    const fetch = vi.fn(
      async (_path: string, _init: RequestInit) => new Response('a,b\n1,2', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const response = await apiFile('/api/v1/payments/ledger.csv');
    expect(await response.text()).toBe('a,b\n1,2');
    const headers = (fetch.mock.calls[0]?.[1].headers ?? {}) as Record<string, string>;
    expect(headers['x-role']).toBe('accountant');
  });

  it('ends the session on a 401 like any other call', async () => {
    const ended = vi.fn();
    handleSessionEvents({ ended, roleRejected: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(401, 'not_authenticated', 'User not authenticated.')),
    );
    await expect(apiFile('/api/v1/payments/x/receipt.pdf')).rejects.toMatchObject({
      status: 401,
      message: 'User not authenticated.',
    });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
