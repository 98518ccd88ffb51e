// Where a submit's time goes: a second server whose database connections pass through the wire
// tap, one request at a time, so each request's statements are its own.
import { startServer } from '@campusflow/e2e/support/server';
import pg from 'pg';
import { startWireTap, type TappedStatement } from './pg-wire-tap.ts';
import type { BenchStudent } from './registration-data.ts';

type Client = {
  signIn(email: string): Promise<string>;
  /** The request of the `i`th student. */
  call(cookie: string, i: number): Promise<void>;
};

/** `select "id", "name" from "users" where …` → a short, stable label for a statement. */
function label(text: string) {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lock = /pg_advisory_xact_lock/.test(flat) && 'select pg_advisory_xact_lock(…)';
  const verb = /^(select|insert into|update|delete from|begin|commit|rollback)/i.exec(flat)?.[0];
  const table = /(?:from|into|update) "?([a-z_]+)"?/i.exec(flat)?.[1] ?? '';
  const forUpdate = / for update$/i.test(flat) ? ' … for update' : '';
  return lock || `${verb?.toLowerCase() ?? flat.slice(0, 30)} ${table}${forUpdate}`.trim();
}

function summarise(name: string, requests: { ms: number; statements: TappedStatement[] }[]) {
  const n = requests.length;
  const all = requests.flatMap((r) => r.statements);
  const dbMs = all.reduce((s, x) => s + x.ms, 0) / n;
  const requestMs = requests.reduce((s, r) => s + r.ms, 0) / n;
  const byLabel = new Map<string, { count: number; ms: number }>();
  for (const s of all) {
    const key = label(s.text);
    const entry = byLabel.get(key) ?? { count: 0, ms: 0 };
    entry.count++;
    entry.ms += s.ms;
    byLabel.set(key, entry);
  }
  console.log(
    `  ${name}: ${(all.length / n).toFixed(1)} statements a request, ${dbMs.toFixed(1)} ms waiting on PostgreSQL of ${requestMs.toFixed(1)} ms (one at a time, ${n} requests)`,
  );
  const rows = [...byLabel.entries()].sort((a, b) => b[1].ms - a[1].ms);
  for (const [key, v] of rows) {
    console.log(
      `    ${(v.count / n).toFixed(1).padStart(4)} × ${key.padEnd(48)} ${(v.ms / n).toFixed(2).padStart(6)} ms`,
    );
  }
  return { statements: all.length / n, dbMs, requestMs };
}

/**
 * Signs `students` in (through the tap, not counted) and has each submit once and read the page
 * once, one request at a time, printing the statements of each kind and their time.
 */
export async function profileRegistration(
  env: Record<string, string> & { DATABASE_URL: string },
  students: BenchStudent[],
  clientFor: (base: string) => { submit: Client; page: Client },
) {
  const url = new URL(env.DATABASE_URL);
  const tap = await startWireTap({ host: url.hostname, port: Number(url.port || 5432) });
  const tapped = new URL(env.DATABASE_URL);
  tapped.hostname = '127.0.0.1';
  tapped.port = String(tap.port);
  const server = await startServer({ ...env, DATABASE_URL: tapped.toString() });
  try {
    const { submit, page } = clientFor(server.url);
    const cookies: string[] = [];
    for (const s of students) cookies.push(await submit.signIn(s.email));
    const run = async (client: Client) => {
      const out: { ms: number; statements: TappedStatement[] }[] = [];
      for (const [i, cookie] of cookies.entries()) {
        tap.take();
        const t0 = performance.now();
        await client.call(cookie, i);
        out.push({ ms: performance.now() - t0, statements: tap.take() });
      }
      return out.slice(2); // the first requests warm the server up
    };
    console.log('\nWhere the time goes (a server whose PostgreSQL connections are tapped)');
    const submits = summarise('POST /registration/mine/submit', await run(submit));
    const pages = summarise('GET /registration/mine', await run(page));
    return { submits, pages };
  } finally {
    await server.stop();
    tap.stop();
  }
}

/**
 * Samples, every 10 ms until stopped, what the database's active backends wait on (a row
 * lock, the WAL, the client…), on a connection of its own. Returns the mean number of
 * backends in each state: where concurrent requests queue.
 */
export async function sampleWaits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const totals = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ wait: string; n: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait, count(*)::int as n
           from pg_stat_activity
          where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()
          group by 1`,
      );
      samples++;
      for (const r of rows) totals.set(r.wait, (totals.get(r.wait) ?? 0) + r.n);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return [...totals.entries()]
      .map(([wait, n]) => ({ wait, mean: n / Math.max(1, samples) }))
      .sort((a, b) => b.mean - a.mean);
  };
}
