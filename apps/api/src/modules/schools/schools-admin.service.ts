import type {
  TCreateSchoolRequest,
  TSchool,
  TSchoolList,
  TSchoolListQuery,
  TUpdateSchoolRequest,
} from '@campusflow/contracts';
import { and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import { imageSize } from '@/platform/files/content-sniff.ts';
import { removeFile, storeFile } from '@/platform/files/files.service.ts';
import type { Upload } from '@/platform/files/upload.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { schoolLogoUrl } from './schools.queries.ts';
import { schools } from './schools.tables.ts';

type SchoolRow = typeof schools.$inferSelect;

/** A percentage is kept in hundredths of a percent (2.5 % -> 250); a fixed fee in kobo. */
function feeValueOut(row: Pick<SchoolRow, 'platformFeeType' | 'platformFeeValue'>): number {
  return row.platformFeeType === 'percentage' ? row.platformFeeValue / 100 : row.platformFeeValue;
}

function feeValueIn(type: SchoolRow['platformFeeType'], value: number): number {
  if (type === 'percentage') {
    const hundredths = Math.round(value * 100);
    if (value > 100 || Math.abs(hundredths - value * 100) > 1e-6) {
      throw fieldError(
        'body.platformFeeValue',
        'A percentage from 0 to 100 with at most two decimals.',
      );
    }
    return hundredths;
  }
  if (!Number.isInteger(value)) {
    throw fieldError('body.platformFeeValue', 'A fixed fee is a whole number of kobo.');
  }
  return value;
}

function toSchool(row: SchoolRow, userCount: number): TSchool {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    email: row.email,
    phone: row.phone,
    status: row.status,
    logo: schoolLogoUrl(row.id, row.logoFileId),
    platformFeeType: row.platformFeeType,
    platformFeeValue: feeValueOut(row),
    platformFeeMode: row.platformFeeMode,
    gatewayFee: row.gatewayFee,
    userCount,
    createdAt: row.createdAt.toISOString(),
  };
}

// Qualified by hand: inside the subquery an unqualified "id" would be the users' own id.
const userCount = sql<number>`(select count(*)::int from ${users} u where u.school_id = "schools"."id")`;

export async function listSchools(
  ctx: ServiceContext,
  query: TSchoolListQuery,
): Promise<TSchoolList> {
  const filters: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(schools.name, pattern), ilike(schools.code, pattern)));
  }
  if (query.status) filters.push(eq(schools.status, query.status));
  const where = and(...filters);
  return paginate(
    query,
    ctx.db
      .select({ school: schools, userCount })
      .from(schools)
      .where(where)
      .orderBy(asc(schools.name), asc(schools.id)),
    ctx.db.$count(schools, where),
    (r) => toSchool(r.school, r.userCount),
  );
}

export async function getSchool(db: DbOrTx, id: string): Promise<TSchool> {
  const [row] = await db
    .select({ school: schools, userCount })
    .from(schools)
    .where(eq(schools.id, id));
  if (!row) throw new AppError('school_not_found');
  return toSchool(row.school, row.userCount);
}

async function assertCodeFree(db: DbOrTx, code: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(
      and(
        eq(sql`upper(${schools.code})`, code.toUpperCase()),
        exceptId ? ne(schools.id, exceptId) : undefined,
      ),
    );
  if (taken) {
    throw new AppError('school_code_taken', {
      errors: [{ field: 'body.code', message: 'Another school already uses this code.' }],
    });
  }
}

export async function createSchool(
  ctx: ServiceContext,
  input: TCreateSchoolRequest,
  audit: AuditContext,
): Promise<TSchool> {
  const type = input.platformFeeType ?? 'percentage';
  const id = await inTransaction(ctx.db, async (tx) => {
    await assertCodeFree(tx, input.code);
    const [row] = await tx
      .insert(schools)
      .values({
        code: input.code,
        name: input.name,
        address: input.address ?? null,
        email: input.email || null,
        phone: input.phone ?? null,
        status: input.status ?? 'active',
        platformFeeType: type,
        platformFeeValue: feeValueIn(type, input.platformFeeValue ?? 0),
        platformFeeMode: input.platformFeeMode ?? 'exclusive',
        gatewayFee: input.gatewayFee ?? 'student',
      })
      .returning();
    if (!row) throw new Error('school insert returned nothing');
    await recordAudit(tx, audit, {
      action: 'school.create',
      entityType: 'school',
      entityId: row.id,
      schoolId: row.id,
      after: toSchool(row, 0),
    });
    return row.id;
  });
  return getSchool(ctx.db, id);
}

export async function updateSchool(
  ctx: ServiceContext,
  id: string,
  input: TUpdateSchoolRequest,
  audit: AuditContext,
): Promise<TSchool> {
  await inTransaction(ctx.db, async (tx) => {
    const [before] = await tx.select().from(schools).where(eq(schools.id, id)).for('update');
    if (!before) throw new AppError('school_not_found');
    if (input.code) await assertCodeFree(tx, input.code, id);
    const type = input.platformFeeType ?? before.platformFeeType;
    const changes: Partial<typeof schools.$inferInsert> = {
      ...(input.code !== undefined ? { code: input.code } : {}),
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.email !== undefined ? { email: input.email || null } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.platformFeeType !== undefined ? { platformFeeType: type } : {}),
      ...(input.platformFeeMode !== undefined ? { platformFeeMode: input.platformFeeMode } : {}),
      ...(input.gatewayFee !== undefined ? { gatewayFee: input.gatewayFee } : {}),
    };
    if (input.platformFeeValue !== undefined || input.platformFeeType !== undefined) {
      changes.platformFeeValue = feeValueIn(type, input.platformFeeValue ?? feeValueOut(before));
    }
    const [after] = await tx
      .update(schools)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(schools.id, id))
      .returning();
    if (!after) throw new AppError('school_not_found');
    await recordAudit(tx, audit, {
      action: 'school.update',
      entityType: 'school',
      entityId: id,
      schoolId: id,
      before: toSchool(before, 0),
      after: toSchool(after, 0),
    });
  });
  return getSchool(ctx.db, id);
}

export async function replaceLogo(
  ctx: ServiceContext,
  id: string,
  upload: Upload,
  audit: AuditContext,
): Promise<TSchool> {
  if (!imageSize(upload.bytes)) {
    throw new AppError('unsupported_media_type', {
      detail: 'The logo could not be read as an image.',
    });
  }
  const cleanup = await inTransaction(ctx.db, async (tx) => {
    const [school] = await tx.select().from(schools).where(eq(schools.id, id)).for('update');
    if (!school) throw new AppError('school_not_found');
    const stored = await storeFile(ctx, tx, {
      schoolId: id,
      ownerUserId: audit.actorUserId,
      purpose: 'logo',
      bytes: upload.bytes,
      contentType: upload.contentType,
      originalName: upload.originalName,
    });
    await tx
      .update(schools)
      .set({ logoFileId: stored.id, updatedAt: new Date() })
      .where(eq(schools.id, id));
    const removeOld = school.logoFileId
      ? await removeFile(ctx, tx, school.logoFileId)
      : async () => {};
    await recordAudit(tx, audit, {
      action: 'school.logo_change',
      entityType: 'school',
      entityId: id,
      schoolId: id,
      before: { logoFileId: school.logoFileId },
      after: { logoFileId: stored.id },
    });
    return removeOld;
  });
  await cleanup();
  return getSchool(ctx.db, id);
}
