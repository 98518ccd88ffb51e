import {
  type TVehicleDocument,
  type TVehicleDocumentKind,
  type TVehicleDocumentList,
  ZVehicleDocumentFields,
} from '@campusflow/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { vehicleDocuments, vehicles } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldErrors } from '@/platform/errors/field-error.ts';
import { removeFile, storeFile } from '@/platform/files/files.service.ts';
import { files } from '@/platform/files/files.tables.ts';
import type { Upload } from '@/platform/files/upload.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { expiryState } from './expiry-state.ts';

/** The vehicle, when it is one of the school's; another school's is "not found". */
async function requireVehicle(db: DbOrTx, schoolId: string, vehicleId: string) {
  const [vehicle] = await db
    .select({ id: vehicles.id, plateNumber: vehicles.plateNumber })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.schoolId, schoolId)))
    .limit(1);
  if (!vehicle) throw new AppError('transport_vehicle_not_found');
  return vehicle;
}

async function documentsOf(
  db: DbOrTx,
  vehicleId: string,
  kind?: TVehicleDocumentKind,
): Promise<TVehicleDocument[]> {
  const rows = await db
    .select({
      document: vehicleDocuments,
      state: expiryState(sql`${vehicleDocuments.expiresOn}`),
      fileName: files.originalName,
    })
    .from(vehicleDocuments)
    .leftJoin(files, eq(files.id, vehicleDocuments.fileId))
    .where(
      and(
        eq(vehicleDocuments.vehicleId, vehicleId),
        kind ? eq(vehicleDocuments.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(vehicleDocuments.kind));
  return rows.map(({ document, state, fileName }) => ({
    id: document.id,
    vehicleId: document.vehicleId,
    kind: document.kind,
    reference: document.reference,
    expiresOn: document.expiresOn,
    state: state ?? 'valid',
    fileId: document.fileId,
    fileName,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  }));
}

/** A vehicle's current documents, one of each kind at most. */
export async function listVehicleDocuments(
  ctx: ServiceContext,
  actor: Actor,
  vehicleId: string,
): Promise<TVehicleDocumentList> {
  await requireVehicle(ctx.db, requireSchool(actor), vehicleId);
  return { items: await documentsOf(ctx.db, vehicleId) };
}

/** The text fields sent with the file, parsed as the contract says. */
function documentFields(upload: Upload) {
  const parsed = z.safeParse(ZVehicleDocumentFields, upload.fields);
  if (parsed.success) return parsed.data;
  throw fieldErrors(
    parsed.error.issues.map((issue) => ({
      field: `body.${issue.path.map(String).join('.')}`,
      message: issue.message,
    })),
  );
}

/**
 * Files a vehicle's document of `kind`, or replaces the current one: the new file, expiry and
 * reference, and its expiry alert armed again. The replaced file is deleted.
 */
export async function putVehicleDocument(
  ctx: ServiceContext,
  actor: Actor,
  vehicleId: string,
  kind: TVehicleDocumentKind,
  upload: Upload,
  audit: AuditContext,
): Promise<TVehicleDocument> {
  const schoolId = requireSchool(actor);
  const fields = documentFields(upload);
  const vehicle = await requireVehicle(ctx.db, schoolId, vehicleId);
  const { document, cleanup } = await inTransaction(ctx.db, async (tx) => {
    const [before] = await tx
      .select()
      .from(vehicleDocuments)
      .where(and(eq(vehicleDocuments.vehicleId, vehicleId), eq(vehicleDocuments.kind, kind)))
      .for('update');
    const stored = await storeFile(ctx, tx, {
      schoolId,
      ownerUserId: actor.userId,
      purpose: 'document',
      bytes: upload.bytes,
      contentType: upload.contentType,
      originalName: upload.originalName,
    });
    const values = {
      reference: fields.reference ?? null,
      expiresOn: fields.expiresOn,
      fileId: stored.id,
      alertedFor: null,
    };
    await tx
      .insert(vehicleDocuments)
      .values({ ...values, schoolId, vehicleId, kind })
      .onConflictDoUpdate({
        target: [vehicleDocuments.vehicleId, vehicleDocuments.kind],
        set: { ...values, updatedAt: new Date() },
      });
    const cleanup = before?.fileId ? await removeFile(ctx, tx, before.fileId) : null;
    const [after] = await documentsOf(tx, vehicleId, kind);
    if (!after) throw new Error('vehicle document write returned nothing');
    await recordAudit(tx, audit, {
      action: before ? 'vehicle_document.replace' : 'vehicle_document.create',
      entityType: 'vehicle',
      entityId: vehicleId,
      before: before
        ? { kind, expiresOn: before.expiresOn, reference: before.reference }
        : undefined,
      after: { plateNumber: vehicle.plateNumber, kind, ...values },
    });
    return { document: after, cleanup };
  });
  await cleanup?.();
  return document;
}

/** Removes a vehicle's document of `kind` and its file. */
export async function deleteVehicleDocument(
  ctx: ServiceContext,
  actor: Actor,
  vehicleId: string,
  kind: TVehicleDocumentKind,
  audit: AuditContext,
): Promise<void> {
  const schoolId = requireSchool(actor);
  const vehicle = await requireVehicle(ctx.db, schoolId, vehicleId);
  const cleanup = await inTransaction(ctx.db, async (tx) => {
    const [removed] = await tx
      .delete(vehicleDocuments)
      .where(and(eq(vehicleDocuments.vehicleId, vehicleId), eq(vehicleDocuments.kind, kind)))
      .returning();
    if (!removed) throw new AppError('transport_vehicle_document_not_found');
    const done = removed.fileId ? await removeFile(ctx, tx, removed.fileId) : null;
    await recordAudit(tx, audit, {
      action: 'vehicle_document.delete',
      entityType: 'vehicle',
      entityId: vehicleId,
      before: {
        plateNumber: vehicle.plateNumber,
        kind,
        expiresOn: removed.expiresOn,
        reference: removed.reference,
      },
    });
    return done;
  });
  await cleanup?.();
}
