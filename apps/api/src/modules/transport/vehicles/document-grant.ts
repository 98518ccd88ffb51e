import { and, eq } from 'drizzle-orm';
import { vehicleDocuments } from '@/modules/transport/transport.tables.ts';
import { can } from '@/platform/access/actor.ts';
import type { FileGrant } from '@/platform/files/file-grants.ts';

/** Lets the transport admin open the files of their school's vehicle documents, nothing else. */
export const vehicleDocumentGrant: FileGrant = async (db, actor, file) => {
  if (
    !can(actor, 'transport:manage:school') ||
    !actor.schoolId ||
    file.schoolId !== actor.schoolId
  ) {
    return false;
  }
  const [document] = await db
    .select({ id: vehicleDocuments.id })
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.schoolId, actor.schoolId), eq(vehicleDocuments.fileId, file.id)))
    .limit(1);
  return Boolean(document);
};
