// An open-model load generator: arrivals are started on a fixed schedule (one every 1/rate
// seconds), never waiting for earlier ones to finish, and every latency is counted from the
// arrival's scheduled time, so time spent queueing (here or in the server) is counted too
// (no coordinated omission). The rate steps up until a step breaks.

/** What one arrival answered: ok, or the class of its failure (an HTTP status, `429`, `network`). */
export type Outcome = { ok: true } | { ok: false; status: string; detail?: string };

export type RequestType = {
  name: string;
  /** Share of arrivals, out of the sum of all weights. */
  weight: number;
  /** One arrival; answers undefined when it had nothing left to do (not sent). */
  run: (signal: AbortSignal) => Promise<Outcome | undefined>;
};

export type TypeStats = {
  name: string;
  sent: number;
  ok: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: Record<string, number>;
  firstError?: string;
};

export type StepResult = {
  rate: number;
  seconds: number;
  total: TypeStats;
  types: TypeStats[];
  /** Types sent less than 90 % of their share: a one-shot act whose students had all acted. */
  short: string[];
  broke: string | null;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Sample = { type: string; ms: number; outcome: Outcome };

function stats(name: string, samples: Sample[], seconds: number): TypeStats {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors: Record<string, number> = {};
  let firstError: string | undefined;
  let ok = 0;
  for (const s of samples) {
    if (s.outcome.ok) ok++;
    else {
      errors[s.outcome.status] = (errors[s.outcome.status] ?? 0) + 1;
      firstError ??= `${s.outcome.status} ${s.outcome.detail ?? ''}`.trim();
    }
  }
  return {
    name,
    sent: samples.length,
    ok,
    perSecond: ok / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

/** Picks arrival i's type by a deterministic spread of the weights (no two runs differ). */
function scheduleOfTypes(types: RequestType[]) {
  const total = types.reduce((s, t) => s + t.weight, 0);
  const credit = types.map(() => 0);
  return () => {
    let best = 0;
    for (let k = 0; k < types.length; k++) {
      credit[k] = (credit[k] ?? 0) + (types[k]?.weight ?? 0) / total;
      if ((credit[k] ?? 0) > (credit[best] ?? 0)) best = k;
    }
    credit[best] = (credit[best] ?? 0) - 1;
    return types[best] as RequestType;
  };
}

/**
 * Runs one step: `rate` arrivals a second for `seconds`, then waits for the last answers (each
 * arrival is cut off after `timeoutMs`, counted as a `timeout`).
 */
export async function runStep(
  types: RequestType[],
  rate: number,
  seconds: number,
  timeoutMs = 30_000,
): Promise<Omit<StepResult, 'broke'>> {
  const next = scheduleOfTypes(types);
  const samples: Sample[] = [];
  const inFlight: Promise<void>[] = [];
  const arrivals = Math.round(rate * seconds);
  const start = performance.now();
  const launch = (scheduled: number) => {
    const type = next();
    const signal = AbortSignal.timeout(timeoutMs);
    inFlight.push(
      type.run(signal).then(
        (outcome) => {
          if (outcome)
            samples.push({ type: type.name, ms: performance.now() - scheduled, outcome });
        },
        (error: unknown) => {
          const timedOut = error instanceof Error && error.name === 'TimeoutError';
          samples.push({
            type: type.name,
            ms: performance.now() - scheduled,
            outcome: {
              ok: false,
              status: timedOut ? 'timeout' : 'network',
              detail: error instanceof Error ? error.message : String(error),
            },
          });
        },
      ),
    );
  };
  let i = 0;
  while (i < arrivals) {
    const now = performance.now();
    // Every arrival whose time has come is started now, however late the timer woke.
    while (i < arrivals && start + (i * 1000) / rate <= now) {
      launch(start + (i * 1000) / rate);
      i++;
    }
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  const byType = types.map((t) =>
    stats(
      t.name,
      samples.filter((s) => s.type === t.name),
      elapsed,
    ),
  );
  const weights = types.reduce((sum, t) => sum + t.weight, 0);
  const short = types
    .filter((t, k) => (byType[k]?.sent ?? 0) < 0.9 * arrivals * (t.weight / weights))
    .map((t) => t.name);
  return { rate, seconds: elapsed, total: stats('all', samples, elapsed), types: byType, short };
}

/** Why a step broke (p95 over the budget, any error, any 429), or null when it held. */
export function breakReason(step: Omit<StepResult, 'broke'>, p95BudgetMs: number) {
  const reasons: string[] = [];
  if (step.total.p95 > p95BudgetMs) reasons.push(`p95 ${step.total.p95.toFixed(0)} ms`);
  const { '429': busy = 0, ...others } = step.total.errors;
  const errors = Object.values(others).reduce((s, n) => s + n, 0);
  if (busy) reasons.push(`${busy} × 429`);
  if (errors) reasons.push(`${errors} errors`);
  return reasons.length ? reasons.join(', ') : null;
}

const errorText = (e: Record<string, number>) =>
  Object.entries(e)
    .map(([k, n]) => `${k}×${n}`)
    .join(' ') || '-';

export function printStep(step: StepResult) {
  console.log(
    `\nStep ${step.rate}/s offered (${step.seconds.toFixed(1)} s incl. drain): ${step.broke ? `BROKE (${step.broke})` : 'held'}${step.short.length ? `; short of its share, their students having all acted: ${step.short.join(', ')}` : ''}`,
  );
  for (const t of [...step.types, step.total]) {
    console.log(
      `  ${t.name.padEnd(30)} sent ${String(t.sent).padStart(5)}  ${t.perSecond.toFixed(1).padStart(6)}/s ok   p50 ${t.p50.toFixed(0).padStart(5)}  p95 ${t.p95.toFixed(0).padStart(5)}  p99 ${t.p99.toFixed(0).padStart(5)} ms   errors ${errorText(t.errors)}`,
    );
    if (t.firstError && t.name !== 'all') console.log(`    first error: ${t.firstError}`);
  }
}

/** A markdown table of steps, for bench/results.md. */
export function markdownSteps(steps: StepResult[]) {
  const lines = [
    '| step (offered) | request | sent | ok/s | p50 | p95 | p99 | errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const s of steps) {
    for (const t of [...s.types, s.total]) {
      lines.push(
        `| ${s.rate}/s | ${t.name} | ${t.sent} | ${t.perSecond.toFixed(1)} | ${t.p50.toFixed(0)} ms | ${t.p95.toFixed(0)} ms | ${t.p99.toFixed(0)} ms | ${errorText(t.errors)} |`,
      );
    }
  }
  return lines.join('\n');
}
