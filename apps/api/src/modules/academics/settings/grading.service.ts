import type { TCreateGradingScheme, TGradingScheme } from '@campusflow/contracts';
import { validateGradingScheme } from '@campusflow/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { gradingSchemes } from '@/modules/academics/grading.tables.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldErrors } from '@/platform/errors/field-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

type Row = typeof gradingSchemes.$inferSelect;

// How many schools name this scheme in their settings.
const schoolCount = sql<number>`(select count(*)::int from schools s
  where s.settings -> 'gradingSchemes' @> jsonb_build_array(jsonb_build_object('schemeId', "grading_schemes"."id"::text)))`;

function toScheme(row: Row, schools: number): TGradingScheme {
  return {
    id: row.id,
    name: row.name,
    maxPoint: row.maxPoint,
    bands: row.bands,
    classes: row.classes,
    retakePolicy: row.retakePolicy,
    status: row.status,
    schoolCount: schools,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The domain's checks, as field errors (`body.bands`, `body.classes.2.minCgpa`). */
function assertValid(scheme: TCreateGradingScheme) {
  const problems = validateGradingScheme(scheme);
  if (problems.length > 0) {
    throw fieldErrors(
      problems.map((p) => ({ field: `body.${p.path}`, message: p.message })),
      problems.map((p) => p.message).join(' '),
    );
  }
}

async function findScheme(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ scheme: gradingSchemes, schoolCount })
    .from(gradingSchemes)
    .where(eq(gradingSchemes.id, id));
  if (!row) throw new AppError('not_found', { detail: 'This grading scheme was not found.' });
  return row;
}

export async function listSchemes(
  ctx: ServiceContext,
  query: { page: number; limit: number; status: 'active' | 'archived' | 'all' },
) {
  const where = query.status === 'all' ? undefined : eq(gradingSchemes.status, query.status);
  return paginate(
    query,
    ctx.db
      .select({ scheme: gradingSchemes, schoolCount })
      .from(gradingSchemes)
      .where(where)
      .orderBy(asc(gradingSchemes.name), asc(gradingSchemes.id)),
    ctx.db.$count(gradingSchemes, where),
    (r) => toScheme(r.scheme, r.schoolCount),
  );
}

export async function getScheme(ctx: ServiceContext, id: string) {
  const row = await findScheme(ctx.db, id);
  return toScheme(row.scheme, row.schoolCount);
}

export async function createScheme(
  ctx: ServiceContext,
  input: TCreateGradingScheme,
  audit: AuditContext,
) {
  assertValid(input);
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(gradingSchemes)
      .values({ ...input, createdBy: audit.actorUserId })
      .returning();
    if (!row) throw new Error('scheme insert returned nothing');
    const scheme = toScheme(row, 0);
    await recordAudit(tx, audit, {
      action: 'grading_scheme.create',
      entityType: 'grading_scheme',
      entityId: row.id,
      schoolId: null,
      after: scheme,
    });
    return scheme;
  });
}

/** Changes a scheme no school uses yet; one in use can only be renamed or archived. */
export async function updateScheme(
  ctx: ServiceContext,
  id: string,
  input: Partial<TCreateGradingScheme> & { status?: 'active' | 'archived' },
  audit: AuditContext,
) {
  return inTransaction(ctx.db, async (tx) => {
    const { scheme: before, schoolCount: schools } = await findScheme(tx, id);
    const changesRules =
      input.bands !== undefined ||
      input.classes !== undefined ||
      input.maxPoint !== undefined ||
      input.retakePolicy !== undefined;
    if (changesRules && schools > 0) {
      throw new AppError('conflict', {
        detail: `${schools === 1 ? 'A school grades' : `${schools} schools grade`} with this scheme. Copy it and change the copy, so no published grade changes.`,
      });
    }
    const merged = { ...toScheme(before, schools), ...input };
    if (changesRules) assertValid(merged);
    const [after] = await tx
      .update(gradingSchemes)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(gradingSchemes.id, id))
      .returning();
    if (!after) throw new AppError('not_found');
    const result = toScheme(after, schools);
    await recordAudit(tx, audit, {
      action: input.status === 'archived' ? 'grading_scheme.archive' : 'grading_scheme.update',
      entityType: 'grading_scheme',
      entityId: id,
      schoolId: null,
      before: toScheme(before, schools),
      after: result,
    });
    return result;
  });
}

export async function copyScheme(ctx: ServiceContext, id: string, audit: AuditContext) {
  const { scheme } = await findScheme(ctx.db, id);
  return createScheme(
    ctx,
    {
      name: `${scheme.name} (copy)`.slice(0, 100),
      maxPoint: scheme.maxPoint,
      bands: scheme.bands,
      classes: scheme.classes,
      retakePolicy: scheme.retakePolicy,
    },
    audit,
  );
}

export async function deleteScheme(ctx: ServiceContext, id: string, audit: AuditContext) {
  await inTransaction(ctx.db, async (tx) => {
    const { scheme, schoolCount: schools } = await findScheme(tx, id);
    if (schools > 0)
      throw new AppError('in_use', {
        detail: 'Schools grade with this scheme. Archive it instead.',
      });
    await tx.delete(gradingSchemes).where(eq(gradingSchemes.id, id));
    await recordAudit(tx, audit, {
      action: 'grading_scheme.delete',
      entityType: 'grading_scheme',
      entityId: id,
      schoolId: null,
      before: toScheme(scheme, 0),
    });
  });
}
