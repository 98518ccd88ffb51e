import { createOwnDatabase } from '@/test/own-database.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

/**
 * A test app on a database no other test file touches. PGlite clones are that already; on
 * PostgreSQL (DATABASE_URL, one database shared by every test file) a database of its own is
 * created and migrated, and dropped on close. For tests that need what a shared database
 * cannot give: no platform administrator yet, or a mail outbox that no other file's app
 * delivers from.
 */
export async function isolatedTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  if (!url) return createTestApp(env);
  const own = await createOwnDatabase(url, 'cf_isolated');
  let t: TestApp;
  process.env.DATABASE_URL = own.url;
  try {
    t = await createTestApp(env);
  } finally {
    process.env.DATABASE_URL = url;
  }
  return {
    ...t,
    close: async () => {
      await t.close();
      await own.drop();
    },
  };
}
