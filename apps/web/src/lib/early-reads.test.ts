import { readFileSync } from 'node:fs';
import { ROLE_HEADER, ROLE_STORAGE_KEY } from '@campusflow/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubWindowStorage } from '@/test/window-storage.ts';
import { api } from './api-client.ts';
import { EARLY_READ_FRESH_MS, type EarlyRead, takeEarlyRead } from './early-reads.ts';

const HOME = '/api/v1/reports/student-home';

const ok = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function earlyRead(role: string | null, body: unknown, at = Date.now()): EarlyRead {
  return { path: HOME, role, at, response: Promise.resolve(ok(body)) };
}

function setEarlyReads(reads: EarlyRead[]) {
  (window as Window).campusflowEarlyReads = reads;
}

beforeEach(() => {
  stubWindowStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('takeEarlyRead', () => {
  it('hands out the read of that path and role once', async () => {
    setEarlyReads([earlyRead('student', { home: 1 })]);
    expect(takeEarlyRead('/api/v1/auth/me', 'student')).toBeNull();
    expect(takeEarlyRead(HOME, 'teacher')).toBeNull();
    const taken = takeEarlyRead(HOME, 'student');
    expect(await (await taken)?.json()).toEqual({ home: 1 });
    expect(takeEarlyRead(HOME, 'student')).toBeNull();
  });

  it('does not hand out a read older than the first start', () => {
    setEarlyReads([earlyRead('student', {}, Date.now() - EARLY_READ_FRESH_MS - 1)]);
    expect(takeEarlyRead(HOME, 'student')).toBeNull();
  });
});

describe('api() with an early read', () => {
  it('answers from it without asking again, and checks it as any answer', async () => {
    window.localStorage.setItem(ROLE_STORAGE_KEY, 'student');
    setEarlyReads([earlyRead('student', { fees: [] })]);
    const fetch = vi.fn(async () => ok({ fees: ['asked again'] }));
    vi.stubGlobal('fetch', fetch);
    expect(await api(HOME)).toEqual({ fees: [] });
    expect(fetch).not.toHaveBeenCalled();
    // Once only: the next read of the home asks the server.
    expect(await api(HOME)).toEqual({ fees: ['asked again'] });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('asks itself when the early read was for another role or failed', async () => {
    window.localStorage.setItem(ROLE_STORAGE_KEY, 'student');
    setEarlyReads([earlyRead(null, { stale: true })]);
    const fetch = vi.fn(async () => ok({ fresh: true }));
    vi.stubGlobal('fetch', fetch);
    expect(await api(HOME)).toEqual({ fresh: true });
    setEarlyReads([
      { path: HOME, role: 'student', at: Date.now(), response: Promise.resolve(null) },
    ]);
    expect(await api(HOME)).toEqual({ fresh: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("index.html's early read", () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((code) => code.includes('campusflowEarlyReads'));

  function run(pathname: string, storedRole: string | null) {
    const storage = stubWindowStorage();
    if (storedRole) storage.set(ROLE_STORAGE_KEY, storedRole);
    const fetch = vi.fn(async () => ok({}));
    const page = window as Window;
    new Function('window', 'location', 'localStorage', 'fetch', script ?? '')(
      page,
      { pathname },
      page.localStorage,
      fetch,
    );
    return { reads: page.campusflowEarlyReads, fetch };
  }

  it("asks for the student's home with the stored role, as the app would", () => {
    expect(script).toBeDefined();
    const { reads, fetch } = run('/dashboard/student', 'student');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(HOME, {
      headers: { accept: 'application/json', [ROLE_HEADER]: 'student' },
      credentials: 'same-origin',
    });
    expect(reads?.map(({ path, role }) => ({ path, role }))).toEqual([
      { path: HOME, role: 'student' },
    ]);
  });

  it('asks for nothing on other pages', () => {
    const { reads, fetch } = run('/dashboard/student/fees-payment', 'student');
    expect(fetch).not.toHaveBeenCalled();
    expect(reads).toBeUndefined();
  });
});
