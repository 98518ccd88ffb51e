import { closedLoop, type LoopResult, loopResult } from './closed-loop.ts';

export type TurnLoop = {
  name: string;
  work: (i: number) => Promise<void>;
  concurrency: number;
};

/**
 * Closed loops that take turns: each runs `seconds / turns` at a time, one after the other,
 * `turns` times round, and its figures are those of all its turns together. On a shared machine
 * whose speed drifts from one minute to the next, a figure and the ceiling it is set against
 * then meet the same drift, and their ratio no longer depends on which ran first. Each loop is
 * warmed up for `warmUpSeconds` before its first turn.
 */
export async function byTurns<const L extends readonly TurnLoop[]>(
  loops: L,
  o: { seconds: number; turns: number; warmUpSeconds: number },
): Promise<{ [K in keyof L]: LoopResult }> {
  const parts: LoopResult[][] = loops.map(() => []);
  const next = loops.map(() => 0);
  for (let turn = 0; turn < o.turns; turn++) {
    for (const [k, loop] of loops.entries()) {
      const from = next[k] ?? 0;
      const part = await closedLoop(loop.name, (i) => loop.work(from + i), {
        concurrency: loop.concurrency,
        seconds: o.seconds / o.turns,
        warmUpSeconds: turn === 0 ? o.warmUpSeconds : 0,
      });
      next[k] = from + part.done + part.errors + loop.concurrency;
      parts[k]?.push(part);
    }
  }
  return loops.map((loop, k) => {
    const all = parts[k] ?? [];
    return loopResult(
      loop.name,
      all.flatMap((p) => p.timings),
      all.reduce((n, p) => n + p.errors, 0),
      all.reduce((n, p) => n + p.seconds, 0),
      all.find((p) => p.firstError)?.firstError,
    );
  }) as { [K in keyof L]: LoopResult };
}

/**
 * Rates (per second) that take turns the same way, for load generators that are not closed
 * loops (autocannon): each of `runs` is called once per turn with the turn's seconds and gives
 * its rate; the answer is each one's mean over the turns.
 */
export async function ratesByTurns<
  const R extends readonly ((seconds: number) => Promise<number>)[],
>(runs: R, o: { seconds: number; turns: number }): Promise<{ [K in keyof R]: number }> {
  const sums = runs.map(() => 0);
  const slice = Math.max(1, Math.round(o.seconds / o.turns));
  for (let turn = 0; turn < o.turns; turn++) {
    for (const [k, run] of runs.entries()) sums[k] = (sums[k] ?? 0) + (await run(slice));
  }
  return sums.map((sum) => sum / o.turns) as { [K in keyof R]: number };
}
