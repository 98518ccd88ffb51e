import { type GradingScheme, scoreOutcome } from '@campusflow/domain';
import type { seededRandom } from './random.ts';

type Rng = ReturnType<typeof seededRandom>;

/** A plausible line out of 30 + 70: most pass, some fail, a few miss the exam (ABS). */
export function demoScore(rng: Rng, options: { fail?: boolean } = {}) {
  if (!options.fail && rng.next() < 0.02) return { ca: rng.int(5, 20), exam: null, absent: true };
  const ca = options.fail ? rng.int(6, 12) : Math.min(30, Math.max(4, rng.int(10, 28)));
  const exam = options.fail ? rng.int(10, 25) : Math.min(70, Math.max(12, rng.int(22, 64)));
  return { ca, exam, absent: false };
}

/** A score row's graded columns for a line, by the student's scheme. */
export function gradedLine(
  line: { ca: number | null; exam: number | null; absent: boolean },
  scheme: { schemeId: string | null; scheme: GradingScheme },
) {
  const outcome = scoreOutcome(line, scheme.scheme);
  return {
    ...line,
    total: outcome.total,
    grade: outcome.grade,
    points: outcome.points,
    schemeId: scheme.schemeId,
  };
}
