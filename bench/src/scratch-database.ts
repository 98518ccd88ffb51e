// A fresh database for one bench run on the PostgreSQL server of DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432), dropped at the end, or on an interrupt, whatever happens.
import pg from 'pg';

export async function scratchDatabase(kind: string) {
  const serverUrl = new URL(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  const name = `campusflow_bench_${kind}_${process.pid}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  let stopping = false;
  const drop = async () => {
    if (stopping) return;
    stopping = true;
    await admin(`drop database if exists ${name} with (force)`);
    console.log(`Dropped ${name}.`);
  };
  // An interrupted run still leaves the server as it found it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void drop().finally(() => process.exit(130)));
  }
  return { name, url: url.toString(), drop };
}

/** Signs a user in with the bench's shared password and answers the session cookie. */
export async function benchSignIn(base: string, email: string, password = 'Demo-pass-2025') {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cf_session='));
  if (!res.ok || !cookie) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0] ?? '';
}
