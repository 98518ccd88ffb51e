import { afterEach, describe, expect, it } from 'vitest';
import { anyClientIp, createSchool, createUser, PASSWORD, uniqueTag } from '@/test/fixtures.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';
import { delaySeconds, identifierKey, waitFor } from './sign-in-throttle.ts';

// Each test gets an app (and database) of its own, so no other test's failures count.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string> = {}, poolSize?: number): Promise<TestApp> {
  t = await createTestApp(env, { poolSize });
  return t;
}

function attempt(
  app: TestApp,
  identifier: string,
  password: string,
  ip = anyClientIp(),
  device?: string,
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { identifier, password },
    ...(device ? { cookies: { cf_device: device } } : {}),
  });
}

/** The browser token a successful sign-in hands out. */
function deviceOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'cf_device');
  if (!cookie) throw new Error('no device cookie');
  return cookie.value;
}

// A first wait of a minute keeps the waits far longer than any test step on a slow machine.
const slow = { SIGN_IN_FIRST_DELAY_SECONDS: '60' };

const statuses = (responses: { statusCode: number }[]) => {
  const tally: Record<number, number> = {};
  for (const r of responses) tally[r.statusCode] = (tally[r.statusCode] ?? 0) + 1;
  return tally;
};

/** A random Nigerian mobile number in its plain 11-digit form. */
const randomPhone = () => `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** Ten ways people type one number: spaces, dashes, brackets, the +234 prefix. */
function spellings(phone: string): string[] {
  const [a, b, c] = [phone.slice(1, 4), phone.slice(4, 7), phone.slice(7)];
  return [
    phone,
    `0${a} ${b} ${c}`,
    `0${a}-${b}-${c}`,
    `(0${a}) ${b} ${c}`,
    `+234${a}${b}${c}`,
    `+234 ${a} ${b} ${c}`,
    `234${a}${b}${c}`,
    `+234-${a}-${b}-${c}`,
    ` 0${a}${b}${c} `,
    `(0${a})${b}-${c}`,
  ];
}

describe('waits', () => {
  const timing = { windowMinutes: 15, firstDelaySeconds: 1 };
  const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 8, 0, s));

  it('double after each failure past the allowance, up to the window', () => {
    expect([1, 2, 3, 4, 10, 11, 30].map((n) => delaySeconds(n, timing))).toEqual([
      1, 2, 4, 8, 512, 900, 900,
    ]);
    expect(delaySeconds(3, { windowMinutes: 15, firstDelaySeconds: 60 })).toBe(240);
  });

  it('count from the last failure, the oldest for a cap, and subjects for a distinct counter', () => {
    const state = { failures: 7, subjects: 3, first: at(0), last: at(10) };
    // 7 failures, 5 free: the third past the allowance waits 4 s after the last one.
    expect(waitFor({ key: 'k', free: 5 }, state, timing, at(11))).toBe(3);
    expect(waitFor({ key: 'k', free: 5 }, state, timing, at(14))).toBe(0);
    expect(waitFor({ key: 'k', free: 8 }, state, timing, at(11))).toBe(0);
    expect(waitFor({ key: 'k', free: 7, mode: 'cap' }, state, timing, at(60))).toBe(840);
    expect(waitFor({ key: 'k', free: 3, mode: 'distinct' }, state, timing, at(60))).toBe(840);
    expect(waitFor({ key: 'k', free: 4, mode: 'distinct' }, state, timing, at(60))).toBe(0);
  });
});

describe('the identifier counter', () => {
  it('is keyed by the identifier as sign-in matches it', () => {
    const phone = randomPhone();
    expect(new Set(spellings(phone).map(identifierKey)).size).toBe(1);
    expect(identifierKey(' Ada@Example.TEST ')).toBe(identifierKey('ada@example.test'));
    expect(identifierKey('t/abc/001')).toBe(identifierKey('T/ABC/001'));
  });

  it('gives all spellings of one phone number one budget, from any address', async () => {
    const app = await appWith({ ...slow, SIGN_IN_ACCOUNT_FAILURES: '10' });
    const phone = randomPhone();
    // Ten failures, each spelled differently and from its own address.
    for (const spelled of spellings(phone)) {
      expect((await attempt(app, spelled, 'wrong')).statusCode, spelled).toBe(404);
    }
    const blocked = await attempt(app, `0${phone.slice(1, 4)} ${phone.slice(4)}`, 'wrong');
    expect(blocked.statusCode).toBe(429);
    // Another number keeps its own budget.
    expect((await attempt(app, randomPhone(), 'wrong')).statusCode).toBe(404);
  });

  it('also counts per account, whichever of its identifiers is typed', async () => {
    const app = await appWith({ ...slow, SIGN_IN_ACCOUNT_FAILURES: '4' });
    const school = await createSchool(app.database.db);
    const tag = uniqueTag();
    const user = await createUser(app.database.db, {
      schoolId: school.id,
      roles: ['student'],
      legacyPassword: 'first-0001',
      userOrgId: `T/${tag}/0001`,
      jambNo: `${tag}AB`,
      phone: randomPhone(),
    });
    const ids = [user.jambNo, user.jambNo, user.phone, user.phone].map((id) => id ?? '');
    for (const id of ids) expect((await attempt(app, id, 'wrong')).statusCode).toBe(401);
    // The matric number itself has no failures, but the account has had four.
    const blocked = await attempt(app, user.userOrgId ?? '', 'first-0001');
    expect(blocked.statusCode).toBe(429);
  });
});

describe('parallel guesses', () => {
  it('from one address evaluate at most its allowance; the rest wait, told how long', async () => {
    const app = await appWith({ ...slow, SIGN_IN_MAX_FAILURES: '10' });
    const school = await createSchool(app.database.db);
    const user = await createUser(app.database.db, { schoolId: school.id, roles: ['teacher'] });
    const ip = anyClientIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(app, user.email ?? '', `guess-${i}`, ip)),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 30 });
    const limited = responses.find((r) => r.statusCode === 429);
    expect(limited?.json().detail).toBe(
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    );
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(limited?.headers['retry-after'])).toBeLessThanOrEqual(60);
    // From that address even the right password now waits ...
    expect((await attempt(app, user.email ?? '', PASSWORD, ip)).statusCode).toBe(429);
    // ... but not from another one: one address's guesses do not lock the account out.
    expect((await attempt(app, user.email ?? '', PASSWORD)).statusCode).toBe(200);
  });

  it('from many addresses evaluate at most the account’s allowance', async () => {
    const app = await appWith({ ...slow, SIGN_IN_ACCOUNT_FAILURES: '10' });
    const school = await createSchool(app.database.db);
    const user = await createUser(app.database.db, { schoolId: school.id, roles: ['teacher'] });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(app, user.email ?? '', `guess-${i}`)),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 30 });
    expect((await attempt(app, user.email ?? '', PASSWORD)).statusCode).toBe(429);
  });

  // On PostgreSQL with a pool large enough for the reservations to really overlap: the first
  // ten take the one-call reservation (migration 0037), and the rest find the allowance used.
  it.runIf(onPostgres)(
    'in the hundreds at once never evaluate one over the allowance',
    async () => {
      const app = await appWith({ ...slow, SIGN_IN_ACCOUNT_FAILURES: '10' }, 24);
      const school = await createSchool(app.database.db);
      const user = await createUser(app.database.db, { schoolId: school.id, roles: ['teacher'] });
      const responses = await Promise.all(
        Array.from({ length: 300 }, (_, i) => attempt(app, user.email ?? '', `guess-${i}`)),
      );
      expect(statuses(responses)).toEqual({ 401: 10, 429: 290 });
    },
  );

  it('never hold up the right password from a browser the account signed in from', async () => {
    const app = await appWith({
      ...slow,
      SIGN_IN_MAX_FAILURES: '3',
      SIGN_IN_ACCOUNT_FAILURES: '3',
      SIGN_IN_ADDRESS_IDENTIFIERS: '5',
    });
    const school = await createSchool(app.database.db);
    const user = await createUser(app.database.db, { schoolId: school.id, roles: ['student'] });
    const campus = anyClientIp();
    const first = await attempt(app, user.email ?? '', PASSWORD, campus);
    expect(first.statusCode).toBe(200);
    const phone = deviceOf(first);
    // Someone guesses this account from everywhere, and from the campus address too, and
    // other people's failures behind the campus address pass its allowance.
    await Promise.all(Array.from({ length: 10 }, () => attempt(app, user.email ?? '', 'guess')));
    await Promise.all(
      Array.from({ length: 5 }, () => attempt(app, user.email ?? '', 'guess', campus)),
    );
    for (let i = 0; i < 6; i++) {
      await attempt(app, `someone${i}-${uniqueTag()}@example.test`, 'x', campus);
    }
    expect((await attempt(app, user.email ?? '', PASSWORD, campus)).statusCode).toBe(429);
    expect((await attempt(app, `new-${uniqueTag()}@example.test`, 'x', campus)).statusCode).toBe(
      429,
    );
    // The owner's own phone still gets in, from the campus or elsewhere.
    expect((await attempt(app, user.email ?? '', PASSWORD, campus, phone)).statusCode).toBe(200);
    expect((await attempt(app, user.email ?? '', PASSWORD, anyClientIp(), phone)).statusCode).toBe(
      200,
    );
    // A made-up browser token is just an unknown browser.
    const forged = 'x'.repeat(43);
    expect((await attempt(app, user.email ?? '', PASSWORD, campus, forged)).statusCode).toBe(429);
  });

  it('on a known browser count that browser’s own failures', async () => {
    const app = await appWith({ ...slow, SIGN_IN_MAX_FAILURES: '3' });
    const school = await createSchool(app.database.db);
    const user = await createUser(app.database.db, { schoolId: school.id, roles: ['student'] });
    const phone = deviceOf(await attempt(app, user.email ?? '', PASSWORD));
    for (let i = 0; i < 3; i++) {
      expect((await attempt(app, user.email ?? '', 'typo', anyClientIp(), phone)).statusCode).toBe(
        401,
      );
    }
    expect((await attempt(app, user.email ?? '', PASSWORD, anyClientIp(), phone)).statusCode).toBe(
      429,
    );
  });

  it('stop an address once many different identifiers have failed there', async () => {
    const app = await appWith({ ...slow, SIGN_IN_ADDRESS_IDENTIFIERS: '10' });
    const ip = anyClientIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(app, `ghost${i}-${uniqueTag()}@example.test`, 'x', ip),
      ),
    );
    // Attempts already in progress finish; the address is closed as their failures land.
    const counts = statuses(responses);
    expect(counts[404]).toBeGreaterThanOrEqual(10);
    expect((counts[404] ?? 0) + (counts[429] ?? 0)).toBe(40);
    const next = await attempt(app, `ghost-${uniqueTag()}@example.test`, 'x', ip);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('one user failing ten times does not stop the address for others', async () => {
    const app = await appWith({ ...slow, SIGN_IN_MAX_FAILURES: '10' });
    const school = await createSchool(app.database.db);
    const [clumsy, other] = await Promise.all(
      [0, 1].map(() => createUser(app.database.db, { schoolId: school.id, roles: ['student'] })),
    );
    const campus = anyClientIp();
    for (let i = 0; i < 11; i++) await attempt(app, clumsy?.email ?? '', 'wrong', campus);
    expect((await attempt(app, clumsy?.email ?? '', PASSWORD, campus)).statusCode).toBe(429);
    expect((await attempt(app, other?.email ?? '', PASSWORD, campus)).statusCode).toBe(200);
  });

  it('never refuse people signing in at once from one address with the right password', async () => {
    const app = await appWith({
      ...slow,
      SIGN_IN_MAX_FAILURES: '3',
      SIGN_IN_ADDRESS_IDENTIFIERS: '3',
    });
    const school = await createSchool(app.database.db);
    const people = await Promise.all(
      Array.from({ length: 12 }, () =>
        createUser(app.database.db, { schoolId: school.id, roles: ['student'] }),
      ),
    );
    const ip = anyClientIp();
    const responses = await Promise.all(
      people.map((person) => attempt(app, person.email ?? '', PASSWORD, ip)),
    );
    expect(statuses(responses)).toEqual({ 200: 12 });
  });
});

describe('successful sign-ins', () => {
  it('do not use up the address budget, and clear their own failures', async () => {
    const app = await appWith({ ...slow, SIGN_IN_MAX_FAILURES: '3' });
    const school = await createSchool(app.database.db);
    const user = await createUser(app.database.db, { schoolId: school.id, roles: ['teacher'] });
    const ip = anyClientIp();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(app, user.email ?? '', PASSWORD, ip)).statusCode).toBe(200);
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        expect((await attempt(app, user.email ?? '', 'wrong', ip)).statusCode).toBe(401);
      }
      expect((await attempt(app, user.email ?? '', PASSWORD, ip)).statusCode).toBe(200);
    }
  });
});

describe('password reset requests', () => {
  it('hold a burst for one e-mail address to five mails, even in parallel', async () => {
    const app = await appWith();
    const email = `reset-${uniqueTag()}@example.test`;
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          remoteAddress: anyClientIp(),
          payload: { email },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 202: 5, 429: 7 });
    const limited = responses.find((r) => r.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('let many people behind one address ask for their own links', async () => {
    const app = await appWith();
    const campus = anyClientIp();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.app.inject({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          remoteAddress: campus,
          payload: { email: `student-${uniqueTag()}@example.test` },
        }),
      ),
    );
    expect(statuses(responses)).toEqual({ 202: 12 });
  });
});
