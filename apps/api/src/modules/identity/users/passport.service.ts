import { PASSPORT_MIN_PIXELS } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { users } from '@/modules/identity/identity.tables.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import { imageSize } from '@/platform/files/content-sniff.ts';
import { removeFile, storeFile, toFileObject } from '@/platform/files/files.service.ts';
import { files } from '@/platform/files/files.tables.ts';
import type { Upload } from '@/platform/files/upload.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/** Replaces the actor's passport photograph; the old file goes once the new one is in place. */
export async function replacePassport(
  ctx: ServiceContext,
  actor: Actor,
  upload: Upload,
  audit: AuditContext,
) {
  const size = imageSize(upload.bytes);
  if (!size || size.width < PASSPORT_MIN_PIXELS || size.height < PASSPORT_MIN_PIXELS) {
    const detail = `The photo must be at least ${PASSPORT_MIN_PIXELS} × ${PASSPORT_MIN_PIXELS} pixels.`;
    throw fieldError('body.file', detail);
  }
  const cleanup = await inTransaction(ctx.db, async (tx) => {
    const [user] = await tx
      .select({ passportFileId: users.passportFileId })
      .from(users)
      .where(eq(users.id, actor.userId));
    if (!user) throw new AppError('user_profile_not_found');
    const stored = await storeFile(ctx, tx, {
      schoolId: actor.schoolId,
      ownerUserId: actor.userId,
      purpose: 'passport',
      bytes: upload.bytes,
      contentType: upload.contentType,
      originalName: upload.originalName,
    });
    await tx
      .update(users)
      .set({ passportFileId: stored.id, updatedAt: new Date() })
      .where(eq(users.id, actor.userId));
    const removeOld = user.passportFileId
      ? await removeFile(ctx, tx, user.passportFileId)
      : async () => {};
    await recordAudit(tx, audit, {
      action: 'user.passport_upload',
      entityType: 'user',
      entityId: actor.userId,
      before: { passportFileId: user.passportFileId },
      after: {
        passportFileId: stored.id,
        ...toFileObject(stored),
        width: size.width,
        height: size.height,
      },
    });
    return removeOld;
  });
  await cleanup();
}

/**
 * A user's passport photograph for a viewer: the user, staff of the same school whose role
 * reads its users or files, or a platform administrator. Anyone else of the same school is
 * refused as the files module refuses a file (403, "unauthorized"); a user of another school
 * is not found, so the id says nothing about who exists elsewhere.
 */
export async function passportFor(ctx: ServiceContext, actor: Actor, userId: string) {
  // The user and their photograph's file in one statement (a student's home shows it).
  const [user] = await ctx.db
    .select({
      schoolId: users.schoolId,
      fileId: files.id,
      storageKey: files.storageKey,
      contentType: files.contentType,
    })
    .from(users)
    .leftJoin(files, eq(files.id, users.passportFileId))
    .where(eq(users.id, userId));
  const self = actor.userId === userId;
  const platform = can(actor, 'users:read:platform');
  if (!user || !(self || platform || user.schoolId === actor.schoolId)) {
    throw new AppError('storage_object_not_found');
  }
  if (!(self || platform || can(actor, 'users:read:school') || can(actor, 'files:read:school'))) {
    throw new AppError('storage_unauthorized');
  }
  const bytes = user.storageKey ? await ctx.storage.get(user.storageKey) : null;
  if (!user.fileId || !user.contentType || !bytes) throw new AppError('storage_object_not_found');
  return { fileId: user.fileId, contentType: user.contentType, bytes };
}
