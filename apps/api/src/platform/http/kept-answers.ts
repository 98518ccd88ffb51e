import { LRUCache } from 'lru-cache';
import { MadeJson } from './made-json.ts';

/** A kept answer is made again after this long whatever its mark says: a safety net only. */
const LONGEST_KEPT_MS = 10 * 60_000;

type Kept = { mark: string; answer: MadeJson; until: number };

/**
 * Answers kept per key (a user) under a mark (issue 19): one is sent again while the caller's
 * mark is the one it was made under, and until the time its maker said it would change by the
 * clock alone, at most ten minutes. Made JSON is sent as it is (`MadeJson`), so `make` must
 * check it against the route's schema. With no mark nothing is kept.
 */
export class KeptAnswers {
  readonly #kept: LRUCache<string, Kept>;

  constructor(most: number) {
    this.#kept = new LRUCache({ max: most });
  }

  async answer(
    key: string,
    mark: string | null | undefined,
    make: () => Promise<{ json: string; changesAt?: Date | null }>,
    now = new Date(),
  ): Promise<MadeJson> {
    const kept = mark ? this.#kept.get(key) : undefined;
    if (kept && kept.mark === mark && now.getTime() < kept.until) return kept.answer;
    const made = await make();
    const answer = new MadeJson(made.json);
    if (mark) {
      const until = Math.min(
        now.getTime() + LONGEST_KEPT_MS,
        made.changesAt?.getTime() ?? Number.POSITIVE_INFINITY,
      );
      this.#kept.set(key, { mark, answer, until });
    }
    return answer;
  }
}
