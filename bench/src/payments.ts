// Payments at scale: the accountant's ledger over the seeded payments, and checkout + verify
// through the sandbox gateway. Timings are printed, never asserted.
import { startServer } from '@campusflow/e2e/support/server';

type Json = Record<string, unknown>;

async function call(
  base: string,
  path: string,
  init: { cookie?: string; role?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      // The API refuses a state-changing request with a session cookie and no Origin (CSRF).
      origin: base,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.role ? { 'x-role': init.role } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  if (!response.ok && response.status !== 204) {
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const json = response.status === 204 ? {} : ((await response.json()) as Json);
  return { json, cookie };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function report(name: string, timings: number[], seconds?: number) {
  const sorted = [...timings].sort((a, b) => a - b);
  const rate = seconds ? `${(timings.length / seconds).toFixed(1)}/s   ` : '';
  console.log(
    `  ${name.padEnd(44)} ${rate}p50 ${percentile(sorted, 50).toFixed(0)} ms   p95 ${percentile(sorted, 95).toFixed(0)} ms   (${timings.length} requests)`,
  );
  return { name, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** p50 and p95 of the ledger's common queries, one request at a time, as the admin. */
export async function benchLedger(base: string, adminCookie: string, payments: number) {
  const auth = { cookie: adminCookie, role: 'admin' };
  const first = await call(base, '/api/v1/payments?limit=1', auth);
  const sample = (first.json.items as { matricNumber: string | null; sessionId: string }[])[0];
  const week = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const queries = [
    ['newest page', '/api/v1/payments?limit=25'],
    ['page 40', '/api/v1/payments?limit=25&page=40'],
    ['pending card payments', '/api/v1/payments?status=pending&paymentMode=card&limit=25'],
    [
      'tuition completed this session',
      `/api/v1/payments?paymentType=tuition&status=paid&sessionId=${sample?.sessionId}&limit=25`,
    ],
    ['last seven days', `/api/v1/payments?from=${week}&limit=25`],
    [
      'one student by matric number',
      `/api/v1/payments?q=${encodeURIComponent(sample?.matricNumber ?? 'x')}&limit=25`,
    ],
    ['transfers to confirm', '/api/v1/payments?review=transfers&limit=25'],
  ] as const;
  console.log(`\nAccountant ledger over ${payments.toLocaleString('en')} payments (sequential)`);
  const results = [];
  for (const [name, path] of queries) {
    await call(base, path, auth); // warm
    const timings: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await call(base, path, auth);
      timings.push(performance.now() - started);
    }
    results.push(report(name, timings));
  }
  const all = results.map((r) => r.p95).sort((a, b) => a - b);
  console.log(`  worst p95 ${all.at(-1)?.toFixed(0)} ms (budget 100 ms on PostgreSQL)`);
  return results;
}

/**
 * Checkout, sandbox charge and verify, end to end, by a student who pays a fresh fee each
 * time, on a second (development) server: the sandbox is refused in production.
 */
export async function benchCheckout(
  env: Record<string, string>,
  schoolCode: string,
  hosCookieFor: (base: string) => Promise<string>,
) {
  const server = await startServer({
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    RECONCILE_INTERVAL_SECONDS: '0',
    ...env,
  });
  try {
    const base = server.url;
    const hos = { cookie: await hosCookieFor(base), role: 'hos' };
    const directory = await call(base, `/api/v1/schools/directory?q=${schoolCode}`);
    const school = (directory.json.items as { id: string; code: string }[]).find(
      (s) => s.code === schoolCode,
    );
    const sessions = await call(base, '/api/v1/academics/sessions?limit=100', hos);
    const current = (sessions.json.items as { id: string; isCurrent: boolean }[]).find(
      (s) => s.isCurrent,
    );
    const programmes = await call(base, '/api/v1/academics/programmes?limit=1', hos);
    const programmeId = (programmes.json.items as { id: string }[])[0]?.id;
    const flows = 200;
    const tag = Date.now().toString(36);
    const fees: string[] = [];
    for (let i = 0; i < flows; i++) {
      const fee = await call(base, '/api/v1/payments/fees', {
        ...hos,
        body: {
          sessionId: current?.id,
          type: 'other',
          name: `Bench levy ${tag} ${i}`,
          amount: 250_000 + i,
          installmentsAllowed: false,
          installmentCount: 1,
        },
      });
      fees.push(String(fee.json.id));
    }
    const registered = await call(base, '/api/v1/auth/register', {
      body: {
        schoolId: school?.id,
        name: 'Bench Payer',
        email: `payer-${tag}@bench.test`,
        phone: `0803${String(Date.now()).slice(-7)}`,
        gender: 'female',
        password: 'Bench-pass-2025',
      },
    });
    const student = { cookie: registered.cookie, role: 'student' };
    const timings: number[] = [];
    const started = performance.now();
    const worker = async (offset: number) => {
      for (let i = offset; i < flows; i += 4) {
        const t0 = performance.now();
        const checkout = await call(base, '/api/v1/payments/checkout', {
          ...student,
          body: { feeId: fees[i], programmeId },
        });
        const params = checkout.json.checkout as { reference: string; amount: number };
        await call(base, '/api/v1/payments/sandbox/charge', {
          ...student,
          body: {
            reference: params.reference,
            amount: params.amount,
            currency: 'NGN',
            outcome: 'success',
          },
        });
        await call(base, '/api/v1/payments/verify', {
          ...student,
          body: { reference: params.reference },
        });
        timings.push(performance.now() - t0);
      }
    };
    await Promise.all([0, 1, 2, 3].map(worker));
    console.log('\nCheckout + sandbox charge + verify (4 at a time)');
    return report('payment flows', timings, (performance.now() - started) / 1000);
  } finally {
    await server.stop();
  }
}
