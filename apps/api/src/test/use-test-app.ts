import type { TRoleKey } from '@campusflow/contracts';
import { afterAll, beforeAll } from 'vitest';
import { clientFor, createSchool, createUser } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type Client = Awaited<ReturnType<typeof clientFor>>;
type UserSpec = Omit<Parameters<typeof createUser>[1], 'schoolId' | 'roles'>;

/**
 * The set-up most API test files share: the real app on a test database, built once before
 * the file's tests and closed after them. Call it at the top of a test file; its accessors
 * work inside hooks and tests (the file's own `beforeAll` runs after this one). `open`
 * builds another kind of app (e.g. `isolatedTestApp`).
 */
export function useTestApp(
  env: Record<string, string> = {},
  open: (env: Record<string, string>) => Promise<TestApp> = createTestApp,
) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await open(env);
  });
  afterAll(async () => {
    await t?.close();
  });
  const current = (): TestApp => {
    if (!t) throw new Error('useTestApp: the app is used before its beforeAll ran');
    return t;
  };

  /** A user of `schoolId` (null: no school) in `roles`, signed in. */
  async function person(
    schoolId: string | null,
    roles: TRoleKey | TRoleKey[],
    spec: UserSpec = {},
  ): Promise<{ user: Awaited<ReturnType<typeof createUser>>; client: Client }> {
    const { app, database } = current();
    const user = await createUser(database.db, {
      ...spec,
      schoolId,
      roles: typeof roles === 'string' ? [roles] : roles,
    });
    return { user, client: await clientFor(app, user.email ?? '') };
  }

  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    /** A new school with a unique code and name. */
    school: (overrides: Parameters<typeof createSchool>[1] = {}) =>
      createSchool(current().database.db, overrides),
    person,
    /** A signed-in client of an existing user, optionally acting in `role`. */
    clientOf: (email: string, role?: TRoleKey) => clientFor(current().app, email, role),
  };
}
