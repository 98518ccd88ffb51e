// The e-mail sender at scale (issue 18): the head of school sends a message to 20,000 students.
// Measured: how long the send request takes (it records the campaign and its recipients and
// queues the job; nothing is delivered in it), and the API's reads before and while the job
// delivers, each beside the bare Fastify route of the same run. Printed, never asserted.
import pg from 'pg';
import { measure } from './load.ts';
import { benchSignIn } from './scratch-database.ts';
import type { SeededServer } from './seeded-server.ts';

type Campaign = {
  id: string;
  recipients: number;
  finishedAt: string | null;
  counts: { queued: number; sending: number; retrying: number };
};

/** The students' addresses on file: the generated institution has none (pre-registered). */
async function giveStudentsAddresses(pool: pg.Pool, schoolCode: string): Promise<number> {
  const result = await pool.query(
    `update users u set email = 'student.' || lower(regexp_replace(u.user_org_id, '[^A-Za-z0-9]+', '', 'g')) || '@bench.edu.test'
     from schools s
     where s.id = u.school_id and s.code = $1 and u.email is null and u.user_org_id is not null`,
    [schoolCode],
  );
  await pool.query('analyze users');
  return result.rowCount ?? 0;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await work();
  return { value, ms: performance.now() - t0 };
}

export async function benchMessaging(o: SeededServer & { bareUrl: string }) {
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 2 });
  pool.on('error', () => {});
  try {
    const addresses = await giveStudentsAddresses(pool, o.schoolCode);
    console.log(`\nThe e-mail sender: ${addresses} students given an address`);
    const cookie = await benchSignIn(o.serverUrl, `hos@${o.schoolCode.toLowerCase()}.edu.test`);
    const headers = { cookie, origin: o.serverUrl, 'x-role': 'hos' };
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${o.serverUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const campaignOf = async (id: string) =>
      (await (
        await fetch(`${o.serverUrl}/api/v1/messaging/campaigns/${id}`, { headers })
      ).json()) as Campaign;
    const reads = (when: string) => [
      () => measure(`bare Fastify route (${when})`, o.bareUrl, { connections: 8, seconds: 5 }),
      () =>
        measure(`GET /messaging/campaigns (${when})`, `${o.serverUrl}/api/v1/messaging/campaigns`, {
          headers,
          connections: 8,
          seconds: 5,
        }),
      () =>
        measure(
          `GET /academics/courses (${when})`,
          `${o.serverUrl}/api/v1/academics/courses?limit=20&sort=code`,
          { headers, connections: 8, seconds: 5 },
        ),
    ];

    const idle = [];
    for (const read of reads('idle')) idle.push(await read());
    const audience = { group: 'all_students' };
    const count = await timed(() =>
      post<{ recipients: number }>('/api/v1/messaging/audience/count', audience),
    );
    const message = {
      ...audience,
      subject: 'Registration closes on Friday, {firstName}',
      body: 'Dear {firstName} ({matricNumber}), {programme} at {level} level: register by Friday.',
      essential: true,
    };
    const sentAt = performance.now();
    const send = await timed(() => post<Campaign>('/api/v1/messaging/campaigns', message));
    const id = send.value.id;
    const busy = [];
    const settledAt: number[] = [];
    for (const read of reads('delivering')) {
      const c = await campaignOf(id);
      settledAt.push(c.recipients - c.counts.queued - c.counts.sending - c.counts.retrying);
      busy.push(await read());
    }
    for (;;) {
      const c = await campaignOf(id);
      if (c.finishedAt) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const deliveredSeconds = (performance.now() - sentAt) / 1000;
    const rows = [...idle, ...busy];
    const bareIdle = idle[0]?.requestsPerSecond ?? 1;
    const bareBusy = busy[0]?.requestsPerSecond ?? 1;
    console.log(
      `  POST /messaging/audience/count (${count.value.recipients} people): ${count.ms.toFixed(0)} ms`,
    );
    console.log(
      `  POST /messaging/campaigns (${send.value.recipients} recipients recorded, job queued): ${send.ms.toFixed(0)} ms`,
    );
    console.log(
      `  delivery by the job (no mail server: kept in the outbox): all settled ${deliveredSeconds.toFixed(1)} s after the send; copies settled when each read began: ${settledAt.join(', ')}`,
    );
    for (const r of rows) {
      const bare = r.name.includes('delivering') ? bareBusy : bareIdle;
      console.log(
        `  ${r.name.padEnd(44)} ${String(r.requestsPerSecond).padStart(6)}/s  p99 ${String(r.p99Ms).padStart(4)} ms  errors ${r.errors}  / bare ${(r.requestsPerSecond / bare).toFixed(3)}`,
      );
    }
    return { count, send, deliveredSeconds, idle, busy };
  } finally {
    await pool.end();
  }
}
