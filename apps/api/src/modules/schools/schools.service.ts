import type { TSchoolDirectory, TSchoolDirectoryQuery } from '@campusflow/contracts';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { schoolLogoUrl } from './schools.queries.ts';
import { schools } from './schools.tables.ts';

/** Active schools for the public directory (`/list`) and school pickers. */
export async function listSchoolDirectory(
  db: DbOrTx,
  query: TSchoolDirectoryQuery,
): Promise<TSchoolDirectory> {
  const filters: SQL[] = [eq(schools.status, 'active')];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const match = or(ilike(schools.name, pattern), ilike(schools.code, pattern));
    if (match) filters.push(match);
  }
  const where = and(...filters);
  const page = await paginate(
    query,
    db
      .select({
        id: schools.id,
        code: schools.code,
        name: schools.name,
        address: schools.address,
        logoFileId: schools.logoFileId,
      })
      .from(schools)
      .where(where)
      .orderBy(asc(schools.name), asc(schools.id)),
    db.$count(schools, where),
  );
  return {
    ...page,
    items: page.items.map(({ logoFileId, ...school }) => ({
      ...school,
      logo: schoolLogoUrl(school.id, logoFileId),
    })),
  };
}
