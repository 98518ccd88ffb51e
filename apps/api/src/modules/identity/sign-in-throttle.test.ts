import { afterEach, describe, expect, it } from 'vitest';
import { anyClientIp, createSchool, createUser, PASSWORD, uniqueTag } from '@/test/fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { identifierKey } from './sign-in-throttle.ts';

// Each test gets an app (and database) of its own, so no other test's failures count.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string> = {}): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

function attempt(app: TestApp, identifier: string, password: string, ip = anyClientIp()) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { identifier, password },
  });
}

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

describe('the identifier counter', () => {
  it('is keyed by the identifier as sign-in matches it', () => {
    const phone = randomPhone();
    expect(new Set(spellings(phone).map(identifierKey)).size).toBe(1);
    expect(identifierKey(' Ada@Example.TEST ')).toBe(identifierKey('ada@example.test'));
    expect(identifierKey('t/abc/001')).toBe(identifierKey('T/ABC/001'));
  });

  it('gives all spellings of one phone number one budget', async () => {
    const app = await appWith({ SIGN_IN_MAX_FAILURES: '10' });
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
    const app = await appWith({ SIGN_IN_MAX_FAILURES: '4' });
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
  it('evaluate at most the limit for one identifier; the rest are 429', async () => {
    const app = await appWith({ SIGN_IN_MAX_FAILURES: '10' });
    const school = await createSchool(app.database.db);
    const user = await createUser(app.database.db, { schoolId: school.id, roles: ['teacher'] });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(app, user.email ?? '', `guess-${i}`)),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 30 });
    const limited = responses.find((r) => r.statusCode === 429);
    expect(limited?.json().detail).toBe(
      'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    );
    // Even the right password now waits for the window.
    expect((await attempt(app, user.email ?? '', PASSWORD)).statusCode).toBe(429);
  });

  it('stop an address once its failures reach the limit', async () => {
    const app = await appWith({ SIGN_IN_MAX_FAILURES: '10' });
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
  });

  it('never refuse people signing in at once from one address with the right password', async () => {
    const app = await appWith({ SIGN_IN_MAX_FAILURES: '3' });
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
  it('do not use up the address budget, and clear the identifier failures', async () => {
    const app = await appWith({ SIGN_IN_MAX_FAILURES: '3' });
    const school = await createSchool(app.database.db);
    const user = await createUser(app.database.db, { schoolId: school.id, roles: ['teacher'] });
    const ip = anyClientIp();
    for (let i = 0; i < 5; i++) {
      expect((await attempt(app, user.email ?? '', PASSWORD, ip)).statusCode).toBe(200);
    }
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) {
        expect((await attempt(app, user.email ?? '', 'wrong')).statusCode).toBe(401);
      }
      expect((await attempt(app, user.email ?? '', PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('password reset requests', () => {
  it('hold a burst for one address to five mails, even in parallel', async () => {
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
  });
});
