import { ZStudentHome } from '@campusflow/contracts';
import type { Actor } from '@/platform/access/actor.ts';
import type { Db } from '@/platform/db/database.ts';
import { KeptAnswers } from '@/platform/http/kept-answers.ts';
import type { MadeJson } from '@/platform/http/made-json.ts';
import { studentHome } from './student-home.ts';

/** The most homes one API process keeps (about 2 KB each). */
const MOST_HOMES = 20_000;

/**
 * Students' homes kept as the JSON they were sent as, with its compressed forms (issue 19: in a
 * rush a student opens the home again and again, and each time it was five statements). A kept
 * home is sent again while the view mark of the request's session (the student's and the
 * school's, read in the same statement as the session: migration 0034) is the one it was made
 * under, and until the clock alone would change it. The marks live in the database, so every
 * API process sees a change made through any of them. A home is always made after its mark was
 * read, so it is at least as new as the mark; anything written later moves the mark.
 */
export class StudentHomes {
  readonly #kept = new KeptAnswers(MOST_HOMES);

  constructor(private readonly db: Db) {}

  /** The actor's home: kept, or made now (and kept when the session had a mark). */
  answer(actor: Actor, now = new Date()): Promise<MadeJson> {
    return this.#kept.answer(
      actor.userId,
      actor.viewMark,
      async () => {
        const { home, changesAt } = await studentHome(this.db, actor, now);
        return { json: JSON.stringify(ZStudentHome.parse(home)), changesAt };
      },
      now,
    );
  }
}
