// Hostel applications in a rush on PostgreSQL (issue 16): first-come applications from
// thousands of signed-in students at once, beside the 8-insert ceiling of the same run.
import { hostelApplicants, hostelOutcome, openHostels } from './hostels-data.ts';
import { benchOneShotRush } from './one-shot-rush.ts';

/** One application: a hold (201) or a clear refusal (full, quota) is an answer, not an error. */
async function apply(base: string, cookie: string) {
  const res = await fetch(`${base}/api/v1/hostels/mine/apply`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = (await res.json()) as { state?: string; code?: string; detail?: string };
  const refused =
    res.status === 409 && ['hostel_full', 'hostel_quota_reached'].includes(body.code ?? '');
  if (!(res.status === 201 && body.state === 'held') && !refused) {
    throw new Error(`apply: ${res.status} ${body.code ?? ''} ${body.detail ?? ''}`);
  }
}

export function benchHostels(o: {
  serverUrl: string;
  databaseUrl: string;
  schoolCode: string;
  /** Bed spaces per hall (two halls). */
  beds: number;
  applicants: number;
}) {
  return benchOneShotRush(o, {
    title: `Hostel applications: ${o.applicants} students for ${2 * o.beds} beds`,
    request: 'POST /hostels/mine/apply',
    prepare: async (pool, schoolId) => {
      await openHostels(pool, schoolId, o.beds);
      return hostelApplicants(pool, schoolId, o.applicants);
    },
    act: apply,
    outcome: async (pool, schoolId) => {
      const outcome = await hostelOutcome(pool, schoolId);
      return {
        line: `${outcome.holds} holds for ${2 * o.beds} beds, ${outcome.doubles} beds held twice (must be 0)`,
        value: outcome,
      };
    },
  });
}
