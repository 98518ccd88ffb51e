import type { FileGrant } from '@/platform/files/file-grants.ts';

/** Lets the transport admin open the files of their school's vehicle documents (helper: vehicles). */
export const vehicleDocumentGrant: FileGrant = async () => false;
