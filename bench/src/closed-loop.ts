// A closed-loop load generator for work autocannon cannot express (a different session per
// request, a database transaction): `concurrency` workers, each starting its next unit of work
// as soon as the last one ends, until the work or the time runs out.

export type LoopResult = {
  name: string;
  done: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Each unit's time in ms, in ascending order. */
  timings: number[];
  firstError?: string;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Runs `work(i)` for i = 0, 1, 2… until `total` units are done or `seconds` have passed. A unit
 * that throws counts as an error, not as done. With `warmUpSeconds`, the same work runs that
 * long first, uncounted: a server's code is compiled by then (a steady state, not a cold start).
 */
export async function closedLoop(
  name: string,
  work: (i: number) => Promise<void>,
  options: { concurrency: number; total?: number; seconds?: number; warmUpSeconds?: number },
): Promise<LoopResult> {
  if (options.warmUpSeconds) {
    const warm = performance.now() + options.warmUpSeconds * 1000;
    let i = 0;
    const warmer = async () => {
      while (performance.now() < warm) await work(i++).catch(() => undefined);
    };
    await Promise.all(Array.from({ length: options.concurrency }, warmer));
  }
  const total = options.total ?? Number.POSITIVE_INFINITY;
  const deadline = performance.now() + (options.seconds ?? 3600) * 1000;
  const timings: number[] = [];
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const worker = async () => {
    while (next < total && performance.now() < deadline) {
      const i = next++;
      const t0 = performance.now();
      try {
        await work(i);
        timings.push(performance.now() - t0);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return loopResult(name, timings, errors, seconds, firstError);
}

/** A loop's figures from its units' times (ms), its errors and how long it ran. */
export function loopResult(
  name: string,
  timings: number[],
  errors: number,
  seconds: number,
  firstError?: string,
): LoopResult {
  const sorted = timings.sort((a, b) => a - b);
  return {
    name,
    done: timings.length,
    errors,
    seconds,
    perSecond: timings.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    timings: sorted,
    ...(firstError ? { firstError } : {}),
  };
}

export function printLoop(results: LoopResult[]) {
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(40)} ${r.perSecond.toFixed(0).padStart(6)}/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   (${r.done} in ${r.seconds.toFixed(1)} s, errors ${r.errors})`,
    );
    if (r.firstError) console.log(`    first error: ${r.firstError}`);
  }
}
