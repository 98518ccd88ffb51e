import { eq } from 'drizzle-orm';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { DEMO_SCHOOL_CODE } from '@/seed/demo-seed.ts';

/** The id of the seeded demo school (tests of the platform may not import a module's tables). */
export async function demoSchoolId(db: Db): Promise<string> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.code, DEMO_SCHOOL_CODE));
  if (!school) throw new Error('no demo school');
  return school.id;
}
