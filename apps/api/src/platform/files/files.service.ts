import { randomUUID } from 'node:crypto';
import type { TFileList, TFileListQuery, TFileObject } from '@campusflow/contracts';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Actor, can } from '@/platform/access/actor.ts';
import { LOCK_NAMESPACE, lockKeys } from '@/platform/db/advisory-lock.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { fileGrants } from './file-grants.ts';
import { files } from './files.tables.ts';

export type StoredFile = typeof files.$inferSelect;

export function toFileObject(row: StoredFile): TFileObject {
  return {
    id: row.id,
    purpose: row.purpose,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    originalName: row.originalName,
    ownerUserId: row.ownerUserId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Bytes stored for a school (or the platform), counted from the file rows. */
async function usedBytes(db: DbOrTx, schoolId: string | null): Promise<number> {
  const [usage] = await db
    .select({ used: sql<string>`coalesce(sum(${files.sizeBytes}), 0)` })
    .from(files)
    .where(schoolId ? eq(files.schoolId, schoolId) : sql`${files.schoolId} is null`);
  return Number(usage?.used ?? 0);
}

/** Writes the bytes, then the row; refuses when the school's quota would be exceeded. */
export async function storeFile(
  ctx: ServiceContext,
  db: DbOrTx,
  args: {
    schoolId: string | null;
    ownerUserId: string | null;
    purpose: StoredFile['purpose'];
    bytes: Buffer;
    contentType: string;
    originalName: string;
  },
): Promise<StoredFile> {
  // Refuse at once what cannot fit, before writing any bytes; checked again under the lock.
  if ((await usedBytes(db, args.schoolId)) + args.bytes.length > ctx.config.filesQuotaBytes) {
    throw new AppError('storage_quota_exceeded');
  }
  const id = randomUUID();
  const storageKey = `${args.schoolId ?? 'platform'}/${args.purpose}/${id}`;
  await ctx.storage.put(storageKey, args.bytes);
  try {
    // The school's usage is summed and the row written under one lock per school, so uploads
    // in parallel cannot each see room for themselves and overfill the quota together.
    return await inTransaction(db, async (tx) => {
      await lockKeys(tx, LOCK_NAMESPACE.fileQuota, [args.schoolId ?? 'platform']);
      if ((await usedBytes(tx, args.schoolId)) + args.bytes.length > ctx.config.filesQuotaBytes) {
        throw new AppError('storage_quota_exceeded');
      }
      const [row] = await tx
        .insert(files)
        .values({
          id,
          schoolId: args.schoolId,
          ownerUserId: args.ownerUserId,
          purpose: args.purpose,
          storageKey,
          contentType: args.contentType,
          sizeBytes: args.bytes.length,
          originalName: args.originalName,
        })
        .returning();
      if (!row) throw new Error('file insert returned nothing');
      return row;
    });
  } catch (error) {
    await ctx.storage.delete(storageKey);
    throw error;
  }
}

/** Deletes a file's row (in the caller's transaction) and, after that, its bytes. */
export async function removeFile(
  ctx: ServiceContext,
  db: DbOrTx,
  fileId: string,
): Promise<() => Promise<void>> {
  const [row] = await db.delete(files).where(eq(files.id, fileId)).returning();
  return async () => {
    if (row) await ctx.storage.delete(row.storageKey);
  };
}

export async function fileById(db: DbOrTx, fileId: string): Promise<StoredFile | null> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * The bytes of a school's stored image (a logo, a passport photograph) to print on a
 * document; null when there is none, it is another school's, or its bytes are gone.
 */
export async function schoolImageBytes(
  ctx: ServiceContext,
  schoolId: string,
  fileId: string | null,
): Promise<Buffer | null> {
  if (!fileId) return null;
  const file = await fileById(ctx.db, fileId);
  if (!file || file.schoolId !== schoolId) return null;
  return ctx.storage.get(file.storageKey);
}

/**
 * A file the actor may open: their own, any of their school's when their role reads the
 * school's files, or one a module grants them (`file-grants.ts`). Another school's file is "not found"; a colleague's without the permission
 * is "not allowed" (spec section 8, storage errors 404 and 403).
 */
export async function fileForActor(
  ctx: ServiceContext,
  actor: Actor,
  fileId: string,
): Promise<StoredFile> {
  const row = await fileById(ctx.db, fileId);
  if (!row || row.schoolId !== actor.schoolId) throw new AppError('storage_object_not_found');
  if (row.ownerUserId === actor.userId || can(actor, 'files:read:school')) return row;
  if (await fileGrants.allow(ctx.db, actor, row)) return row;
  throw new AppError('storage_unauthorized');
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  return id && !Number.isNaN(createdAt.getTime()) ? { createdAt, id } : null;
}

/** The actor's files (or, with the permission, the school's), newest first, by cursor. */
export async function listFiles(
  ctx: ServiceContext,
  actor: Actor,
  query: TFileListQuery,
): Promise<TFileList> {
  const filters: (SQL | undefined)[] = [
    actor.schoolId ? eq(files.schoolId, actor.schoolId) : sql`${files.schoolId} is null`,
  ];
  // Without the school's files, only one's own; an owner asked for narrows either list.
  if (!can(actor, 'files:read:school')) filters.push(eq(files.ownerUserId, actor.userId));
  if (query.ownerId) filters.push(eq(files.ownerUserId, query.ownerId));
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    if (!after)
      throw fieldError('querystring.cursor', 'Not a valid cursor.', 'The cursor is not valid.');
    filters.push(
      or(
        lt(files.createdAt, after.createdAt),
        and(eq(files.createdAt, after.createdAt), lt(files.id, after.id)),
      ),
    );
  }
  const rows = await ctx.db
    .select()
    .from(files)
    .where(and(...filters))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toFileObject),
    ...(rows.length > query.limit && last ? { nextCursor: encodeCursor(last) } : {}),
  };
}
