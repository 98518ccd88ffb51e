import { and, eq } from 'drizzle-orm';
import { hostelBlocks, hostelRooms, hostels } from '@/modules/hostels/hostels.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/**
 * A hostel or block named in a body: it must be the school's, else a validation error on the
 * field ("Choose a hostel of your school"), as the generic CRUD answers for its references.
 */
export async function referencedHostel(tx: DbOrTx, schoolId: string, id: string) {
  const [row] = await tx
    .select({ id: hostels.id, name: hostels.name })
    .from(hostels)
    .where(and(eq(hostels.id, id), eq(hostels.schoolId, schoolId)));
  return row ?? refuse('hostelId', 'hostel');
}

export async function referencedBlock(tx: DbOrTx, schoolId: string, id: string) {
  const [row] = await tx
    .select({ id: hostelBlocks.id, hostelId: hostelBlocks.hostelId, name: hostelBlocks.name })
    .from(hostelBlocks)
    .where(and(eq(hostelBlocks.id, id), eq(hostelBlocks.schoolId, schoolId)));
  return row ?? refuse('blockId', 'block');
}

function refuse(field: string, noun: string): never {
  const message = `Choose a ${noun} of your school.`;
  throw new AppError('reference_not_found', {
    detail: message,
    errors: [{ field: `body.${field}`, message }],
  });
}

/** A block or room of the school by its id in the path, locked for the change; else 404. */
export async function ownBlock(tx: DbOrTx, schoolId: string, id: string) {
  const [row] = await tx
    .select()
    .from(hostelBlocks)
    .where(and(eq(hostelBlocks.id, id), eq(hostelBlocks.schoolId, schoolId)))
    .for('update');
  if (!row) throw new AppError('not_found', { detail: 'This block was not found.' });
  return row;
}

export async function ownRoom(tx: DbOrTx, schoolId: string, id: string) {
  const [row] = await tx
    .select()
    .from(hostelRooms)
    .where(and(eq(hostelRooms.id, id), eq(hostelRooms.schoolId, schoolId)))
    .for('update');
  if (!row) throw new AppError('not_found', { detail: 'This room was not found.' });
  return row;
}
