import type {
  TCreateHostelBlock,
  THostelBlock,
  THostelBlockQuery,
  TUpdateHostelBlock,
} from '@campusflow/contracts';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { hostelBlocks, hostelRooms, hostels } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { childCount, times } from './bed-tally.ts';
import { ownBlock, referencedHostel } from './school-record.ts';

const blockNameTaken = {
  hostel_blocks_hostel_name_key: {
    field: 'name',
    message: 'This hostel already has a block with this name.',
  },
};

function blockRows(db: DbOrTx) {
  return db
    .select({
      block: hostelBlocks,
      hostelName: hostels.name,
      roomCount: childCount('hostel_rooms', 'block_id', '"hostel_blocks"."id"'),
      bedCount: childCount('bed_spaces', 'block_id', '"hostel_blocks"."id"'),
    })
    .from(hostelBlocks)
    .innerJoin(hostels, eq(hostels.id, hostelBlocks.hostelId))
    .$dynamic();
}

type BlockRow = Awaited<ReturnType<typeof blockRows>>[number];

const toBlock = ({ block, hostelName, roomCount, bedCount }: BlockRow): THostelBlock => ({
  id: block.id,
  hostelId: block.hostelId,
  hostelName,
  name: block.name,
  roomCount,
  bedCount,
  ...times(block),
});

async function blockItem(db: DbOrTx, schoolId: string, id: string) {
  const [row] = await blockRows(db).where(
    and(eq(hostelBlocks.id, id), eq(hostelBlocks.schoolId, schoolId)),
  );
  if (!row) throw new AppError('not_found', { detail: 'This block was not found.' });
  return toBlock(row);
}

export function listBlocks(ctx: ServiceContext, actor: Actor, query: THostelBlockQuery) {
  const where = and(
    eq(hostelBlocks.schoolId, requireSchool(actor)),
    query.hostelId ? eq(hostelBlocks.hostelId, query.hostelId) : undefined,
    query.q ? ilike(hostelBlocks.name, `%${escapeLike(query.q)}%`) : undefined,
  );
  return paginate(
    query,
    blockRows(ctx.db)
      .where(where)
      .orderBy(asc(hostels.name), asc(hostelBlocks.name), asc(hostelBlocks.id)),
    ctx.db.$count(hostelBlocks, where),
    toBlock,
  );
}

export async function createBlock(
  ctx: ServiceContext,
  actor: Actor,
  input: TCreateHostelBlock,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    await referencedHostel(tx, schoolId, input.hostelId);
    let id = '';
    try {
      const [created] = await tx
        .insert(hostelBlocks)
        .values({ ...input, schoolId })
        .returning({ id: hostelBlocks.id });
      id = created?.id ?? '';
    } catch (error) {
      rethrowUniqueViolation(error, blockNameTaken);
    }
    const item = await blockItem(tx, schoolId, id);
    await recordAudit(tx, audit, {
      action: 'hostel_block.create',
      entityType: 'hostel_block',
      entityId: id,
      after: item,
    });
    return item;
  });
}

export async function updateBlock(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: TUpdateHostelBlock,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    await ownBlock(tx, schoolId, id);
    const before = await blockItem(tx, schoolId, id);
    try {
      await tx
        .update(hostelBlocks)
        .set({ name: input.name, updatedAt: new Date() })
        .where(eq(hostelBlocks.id, id));
    } catch (error) {
      rethrowUniqueViolation(error, blockNameTaken);
    }
    const after = await blockItem(tx, schoolId, id);
    await recordAudit(tx, audit, {
      action: 'hostel_block.update',
      entityType: 'hostel_block',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Deletes an empty block; one with rooms says to delete them first. */
export async function deleteBlock(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    await ownBlock(tx, schoolId, id);
    const before = await blockItem(tx, schoolId, id);
    const [room] = await tx
      .select({ one: sql`1` })
      .from(hostelRooms)
      .where(eq(hostelRooms.blockId, id))
      .limit(1);
    if (room) throw new AppError('in_use', { detail: 'This block has rooms: delete them first.' });
    await tx.delete(hostelBlocks).where(eq(hostelBlocks.id, id));
    await recordAudit(tx, audit, {
      action: 'hostel_block.delete',
      entityType: 'hostel_block',
      entityId: id,
      before,
    });
  });
}
