// The rush's mix: what many students at once do on the first morning of a semester, each a
// request type of the open-model generator. Signed-in students are reused for everything but
// sign-in; one-shot acts (a registration, a hostel application, a payment) take each student
// once, and once the students run out an arrival of that kind is not sent.
import type { Outcome, RequestType } from './rush-generator.ts';

export type RushStudent = { email: string; cookie: string; courseIds: string[] };

/**
 * The GETs the enrolled student's dashboard home loads at once (apps/web student-home-page;
 * the passport photograph besides, which the browser keeps once fetched).
 */
export const HOME_PATHS = ['/api/v1/auth/me', '/api/v1/reports/student-home'] as const;

/** Weights, out of 100 arrivals. */
export const WEIGHTS = {
  'student home (2 GETs)': 50,
  'fee status': 12,
  'results view': 12,
  'sign-in': 5,
  'checkout + charge + verify': 7,
  'registration submit': 7,
  'hostel apply': 7,
} as const;

async function call(
  base: string,
  path: string,
  signal: AbortSignal,
  init: { cookie?: string; body?: unknown } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      // The API refuses a state-changing request with a session cookie and no Origin (CSRF).
      origin: base,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal,
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { detail: text.slice(0, 80) };
  }
  return { status: res.status, json };
}

const failed = (status: number, json: Record<string, unknown>, step = ''): Outcome => ({
  ok: false,
  status: String(status),
  detail: `${step}${String(json.code ?? '')} ${String(json.detail ?? '')}`.trim(),
});

/** A cursor over the students for a one-shot act; undefined once every student has acted. */
function once(students: RushStudent[]) {
  let next = 0;
  return () => students[next++];
}

export function rushMix(base: string, students: RushStudent[], feeId: string): RequestType[] {
  let reader = 0;
  const anyone = () => students[reader++ % students.length] as RushStudent;
  const get = async (path: string, signal: AbortSignal) => {
    const r = await call(base, path, signal, { cookie: anyone().cookie });
    return r.status === 200 ? ({ ok: true } as const) : failed(r.status, r.json, `${path}: `);
  };
  let signedIn = 0;
  const registrant = once(students);
  const applicant = once(students);
  const payer = once(students);
  const w = WEIGHTS;
  return [
    {
      name: 'student home (2 GETs)',
      weight: w['student home (2 GETs)'],
      run: async (signal) => {
        const cookie = anyone().cookie;
        const all = await Promise.all(HOME_PATHS.map((p) => call(base, p, signal, { cookie })));
        const bad = all.findIndex((r) => r.status !== 200);
        const r = all[bad];
        return r ? failed(r.status, r.json, `${HOME_PATHS[bad]}: `) : { ok: true };
      },
    },
    {
      name: 'fee status',
      weight: w['fee status'],
      run: (signal) => get('/api/v1/payments/my-fees', signal),
    },
    {
      name: 'results view',
      weight: w['results view'],
      run: (signal) => get('/api/v1/results/mine', signal),
    },
    {
      name: 'sign-in',
      weight: w['sign-in'],
      // Each sign-in a different student (the throttle allows a handful in flight per account).
      run: async (signal) => {
        const s = students[signedIn++ % students.length] as RushStudent;
        const r = await call(base, '/api/v1/auth/login', signal, {
          body: { identifier: s.email, password: 'Demo-pass-2025' },
        });
        return r.status === 200 ? { ok: true } : failed(r.status, r.json);
      },
    },
    {
      name: 'checkout + charge + verify',
      weight: w['checkout + charge + verify'],
      run: async (signal) => {
        const s = payer();
        if (!s) return undefined;
        const auth = { cookie: s.cookie };
        const c = await call(base, '/api/v1/payments/checkout', signal, {
          ...auth,
          body: { feeId },
        });
        if (c.status !== 200 && c.status !== 201) return failed(c.status, c.json, 'checkout: ');
        const params = c.json.checkout as { reference: string; amount: number };
        const charge = await call(base, '/api/v1/payments/sandbox/charge', signal, {
          ...auth,
          body: {
            reference: params.reference,
            amount: params.amount,
            currency: 'NGN',
            outcome: 'success',
          },
        });
        if (charge.status >= 300) return failed(charge.status, charge.json, 'charge: ');
        const v = await call(base, '/api/v1/payments/verify', signal, {
          ...auth,
          body: { reference: params.reference },
        });
        return v.status < 300 ? { ok: true } : failed(v.status, v.json, 'verify: ');
      },
    },
    {
      name: 'registration submit',
      weight: w['registration submit'],
      run: async (signal) => {
        const s = registrant();
        if (!s) return undefined;
        const r = await call(base, '/api/v1/registration/mine/submit', signal, {
          cookie: s.cookie,
          body: { courseIds: s.courseIds },
        });
        return r.status === 200 && r.json.state === 'submitted'
          ? { ok: true }
          : failed(r.status, r.json);
      },
    },
    {
      name: 'hostel apply',
      weight: w['hostel apply'],
      run: async (signal) => {
        const s = applicant();
        if (!s) return undefined;
        const r = await call(base, '/api/v1/hostels/mine/apply', signal, {
          cookie: s.cookie,
          body: {},
        });
        // A clear refusal (hall full, quota reached) is an answer, not an error.
        const refused =
          r.status === 409 &&
          ['hostel_full', 'hostel_quota_reached'].includes(String(r.json.code ?? ''));
        return (r.status === 201 && r.json.state === 'held') || refused
          ? { ok: true }
          : failed(r.status, r.json);
      },
    },
  ];
}
