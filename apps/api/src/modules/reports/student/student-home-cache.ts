import { ZStudentHome } from '@campusflow/contracts';
import { LRUCache } from 'lru-cache';
import type { Actor } from '@/platform/access/actor.ts';
import type { Db } from '@/platform/db/database.ts';
import { MadeJson } from '@/platform/http/made-json.ts';
import { studentHome } from './student-home.ts';

/** The most homes one API process keeps (about 2 KB each). */
const MOST_HOMES = 20_000;
/** A kept home is made again after this long whatever the marks say: a safety net only. */
const LONGEST_KEPT_MS = 10 * 60_000;

type Kept = { mark: string; answer: MadeJson; until: number };

/**
 * Students' homes kept as the JSON they were sent as, with its compressed forms (issue 19: in a
 * rush a student opens the home again and again, and each time it was five statements). A kept home is sent again while
 * the view mark of the request's session (the student's and the school's, read in the same
 * statement as the session: migration 0034) is the one it was made under, and until the clock
 * alone would change it. The marks live in the database, so every API process sees a change
 * made through any of them. A home is always made after its mark was read, so it is at least
 * as new as the mark; anything written later moves the mark.
 */
export class StudentHomes {
  readonly #kept = new LRUCache<string, Kept>({ max: MOST_HOMES });

  constructor(private readonly db: Db) {}

  /** The actor's home: kept, or made now (and kept when the session had a mark). */
  async answer(actor: Actor, now = new Date()): Promise<MadeJson> {
    const mark = actor.viewMark;
    const kept = mark ? this.#kept.get(actor.userId) : undefined;
    if (kept && kept.mark === mark && now.getTime() < kept.until) return kept.answer;
    const { home, changesAt } = await studentHome(this.db, actor, now);
    const answer = new MadeJson(JSON.stringify(ZStudentHome.parse(home)));
    if (mark) {
      const until = Math.min(now.getTime() + LONGEST_KEPT_MS, changesAt?.getTime() ?? Infinity);
      this.#kept.set(actor.userId, { mark, answer, until });
    }
    return answer;
  }
}
