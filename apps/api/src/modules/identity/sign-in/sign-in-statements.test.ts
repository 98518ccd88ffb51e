import { describe, expect, it } from 'vitest';
import { cookieOf, createSchool, createUser, signIn } from '@/test/fixtures.ts';
import { createTestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { statementCounter, tablesOf } from '@/test/view-marks.ts';

// Issue 19: a sign-in answers with the profile from the rows it read to check the password,
// not from a second read of the user; reserves its attempt in one call (migration 0037); and
// writes its session, device, audit row and forgiven attempt as one statement. Three round
// trips, with neither a begin nor a commit.
const counter = statementCounter();

/** The tables a statement names: read (from, join) or written (into, update, delete from). */
const tablesNamed = (statement: string) =>
  [...statement.matchAll(/\b(?:from|join|into|update)\s+"([a-z_]+)"/gi)].map((m) => m[1]);
const t = useTestApp({}, (env) => createTestApp(env, { onQuery: counter.onQuery }));

describe('a sign-in', () => {
  it('reads its user once and answers with the profile auth/me gives', async () => {
    const school = await createSchool(t.database.db, {
      address: '1 University Road, Nsukka',
      email: 'registry@example.test',
      phone: '+2348030000000',
    });
    const user = await createUser(t.database.db, {
      schoolId: school.id,
      roles: ['student', 'teacher'],
    });
    const { result: res, sent } = await counter.during(() => signIn(t.app, user.email ?? ''));
    expect(res.statusCode, res.body).toBe(200);
    expect(sent.filter((s) => tablesOf(s).includes('users'))).toHaveLength(1);
    // The user's read, the attempt's reservation, the writes.
    expect(sent).toHaveLength(3);
    expect(sent[1]).toMatch(/sign_in_reserve_within_allowance/);
    const writes = sent.filter((s) => tablesNamed(s).includes('sessions'));
    expect(writes).toHaveLength(1);
    expect(tablesNamed(writes[0] ?? '')).toEqual(
      expect.arrayContaining(['sessions', 'sign_in_devices', 'audit_log', 'sign_in_failures']),
    );

    const signedIn = res.json().user;
    expect(signedIn.schoolAddress).toBe('1 University Road, Nsukka');
    expect(signedIn.roles.mainRoles).toEqual(['student', 'teacher']);
    const me = await t.app.inject({
      url: '/api/v1/auth/me',
      headers: { cookie: cookieOf(res) },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect({ user: signedIn }).toEqual(me.json());
  });
});
