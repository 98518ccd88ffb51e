import type { TListQuery } from '@campusflow/contracts';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import { exactValue, orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { rethrowInUse } from './in-use-violation.ts';
import { rethrowUniqueViolation, type UniqueRule } from './unique-violation.ts';

/** A school-owned table: an id, the school, a status for archiving, and updated_at. */
export type SchoolTable = PgTable & {
  id: PgColumn;
  schoolId: PgColumn;
  status: PgColumn;
  updatedAt: PgColumn;
};

/** What drizzle's `$dynamic()` select offers, as far as this helper needs it. */
export type DynamicSelect<R> = PromiseLike<R[]> & {
  where(where: SQL | undefined): DynamicSelect<R>;
  orderBy(...order: SQL[]): DynamicSelect<R>;
  limit(limit: number): DynamicSelect<R>;
  offset(offset: number): DynamicSelect<R>;
};

/**
 * A record as it will be after a write, as the hooks see it: on create the parsed input, on
 * update the item as it is with the parsed changes over it. A hook reads the fields both
 * have, or tells the two apart (`'id' in values` only after a create has happened).
 */
export type Draft<Item, Create, Update> = Create | (Item & Update);

/**
 * One school-owned resource: how to read it (`select`, `toItem`, lists) and the rules of its
 * writes. `Create` and `Update` are the parsed bodies of its create and update schemas.
 */
export type ResourceSpec<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
> = {
  /** Audit entity type, e.g. `faculty`. */
  entity: string;
  /** For messages: "faculty". */
  noun: string;
  table: SchoolTable;
  /** The rows with whatever joins and counts the item needs. */
  select: (db: DbOrTx) => DynamicSelect<Row>;
  toItem: (row: Row) => Item;
  search: PgColumn[];
  /** Sort keys the list accepts (`?sort=name`, `?sort=-name`). */
  sortable: Record<string, PgColumn>;
  defaultSort: string;
  filters?: (query: Query) => (SQL | undefined)[];
  /** Fields of the input that name another school-owned record. */
  references?: { field: keyof Create & string; table: SchoolTable; noun: string }[];
  uniques: Record<string, UniqueRule>;
  /** Records that refuse deletion while something refers to them. */
  dependents?: { table: PgTable; column: PgColumn; message: string }[];
  /** Cross-field rules on the record as it will be after a create or update. */
  check?: (values: Draft<Item, Create, Update>) => void;
  /**
   * Rules that need the database, inside the transaction; may return columns to write that
   * follow from others (a registration period's session, from its semester).
   */
  verify?: (
    tx: DbOrTx,
    schoolId: string,
    values: Draft<Item, Create, Update>,
  ) => Promise<Record<string, unknown> | undefined>;
  /**
   * Writes what lives in other tables (a course's prerequisites), after the row is saved; it
   * gets the create input, or only the changes of an update.
   */
  afterWrite?: (tx: DbOrTx, schoolId: string, id: string, input: Create | Update) => Promise<void>;
  /** Columns derived from the record as it will be, before writing (a label from a year). */
  derive?: (values: Draft<Item, Create, Update>) => Record<string, unknown>;
};

/**
 * The list's order as keyset keys: the sort column asked for (`?sort=-name`), then the id. A
 * column's value is read in the statement by the row's id (`exactValue`), so a timestamp
 * keeps its microseconds and a null stays null.
 */
export function sortKeysFor<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  sort: string | undefined,
  idOf: (row: Row) => string,
): SortKey<Row>[] {
  const key = sort ?? spec.defaultSort;
  const descending = key.startsWith('-');
  const column = spec.sortable[descending ? key.slice(1) : key];
  if (!column) {
    const allowed = Object.keys(spec.sortable).join(', ');
    throw fieldError('querystring.sort', `Sort by one of: ${allowed}.`);
  }
  return [
    {
      by: column,
      desc: descending,
      notNull: column.notNull,
      valueOf: (row) => exactValue(column, spec.table.id, idOf(row)),
    },
    { by: spec.table.id, notNull: true, valueOf: idOf },
  ];
}

export function whereFor<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  schoolId: string,
  query: Query,
): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    eq(spec.table.schoolId, schoolId),
    ...(spec.filters?.(query) ?? []),
  ];
  if (query.status !== 'all') filters.push(eq(spec.table.status, query.status));
  if (query.q && spec.search.length > 0) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(...spec.search.map((column) => ilike(column, pattern))));
  }
  return and(...filters);
}

export async function listResource<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  ctx: ServiceContext,
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  actor: Actor,
  query: Query,
) {
  const where = whereFor(spec, requireSchool(actor), query);
  return paginate(
    query,
    spec
      .select(ctx.db)
      .where(where)
      // The list reads no key's value: only the export's keyset does.
      .orderBy(...orderByKeys(sortKeysFor(spec, query.sort, () => ''))),
    ctx.db.$count(spec.table, where),
    spec.toItem,
  );
}

async function findRow<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  db: DbOrTx,
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  schoolId: string,
  id: string,
): Promise<Row> {
  const [row] = await spec
    .select(db)
    .where(and(eq(spec.table.id, id), eq(spec.table.schoolId, schoolId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { detail: `This ${spec.noun} was not found.` });
  return row;
}

export async function getResource<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  ctx: ServiceContext,
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  actor: Actor,
  id: string,
): Promise<Item> {
  return spec.toItem(await findRow(ctx.db, spec, requireSchool(actor), id));
}

/** Every referenced record must exist in the same school; another school's id is "not found". */
async function checkReferences<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  tx: DbOrTx,
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  schoolId: string,
  input: Create | Update,
) {
  for (const reference of spec.references ?? []) {
    const id = (input as Record<string, unknown>)[reference.field];
    if (typeof id !== 'string') continue;
    const [found] = await tx
      .select({ id: reference.table.id })
      .from(reference.table)
      .where(and(eq(reference.table.id, id), eq(reference.table.schoolId, schoolId)))
      .limit(1);
    if (!found) {
      const message = `Choose a ${reference.noun} of your school.`;
      throw new AppError('reference_not_found', {
        detail: message,
        errors: [{ field: `body.${reference.field}`, message }],
      });
    }
  }
}

export async function createResource<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  ctx: ServiceContext,
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  actor: Actor,
  input: Create,
  audit: AuditContext,
): Promise<Item> {
  const schoolId = requireSchool(actor);
  spec.check?.(input);
  return inTransaction(ctx.db, async (tx) => {
    await checkReferences(tx, spec, schoolId, input);
    const implied = await spec.verify?.(tx, schoolId, input);
    let id: string;
    try {
      const [created] = (await tx
        .insert(spec.table)
        .values({ ...input, ...implied, ...spec.derive?.(input), schoolId })
        .returning({ id: spec.table.id })) as { id: string }[];
      if (!created) throw new Error('insert returned nothing');
      id = created.id;
    } catch (error) {
      rethrowUniqueViolation(error, spec.uniques);
    }
    await spec.afterWrite?.(tx, schoolId, id, input);
    const item = spec.toItem(await findRow(tx, spec, schoolId, id));
    await recordAudit(tx, audit, {
      action: `${spec.entity}.create`,
      entityType: spec.entity,
      entityId: id,
      after: item,
    });
    return item;
  });
}

export async function updateResource<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  ctx: ServiceContext,
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  actor: Actor,
  id: string,
  input: Update,
  audit: AuditContext,
): Promise<Item> {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    const before = spec.toItem(await findRow(tx, spec, schoolId, id));
    // A field left out of the body (undefined) keeps its value; null clears it.
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, v]) => v !== undefined),
    ) as Update;
    const merged: Item & Update = { ...before, ...changes };
    spec.check?.(merged);
    await checkReferences(tx, spec, schoolId, changes);
    const implied = await spec.verify?.(tx, schoolId, merged);
    try {
      await tx
        .update(spec.table)
        .set({ ...changes, ...implied, ...spec.derive?.(merged), updatedAt: new Date() })
        .where(and(eq(spec.table.id, id), eq(spec.table.schoolId, schoolId)));
    } catch (error) {
      rethrowUniqueViolation(error, spec.uniques);
    }
    await spec.afterWrite?.(tx, schoolId, id, changes);
    const after = spec.toItem(await findRow(tx, spec, schoolId, id));
    const status = (changes as { status?: unknown }).status;
    const action = status === 'archived' ? 'archive' : status === 'active' ? 'restore' : 'update';
    await recordAudit(tx, audit, {
      action: `${spec.entity}.${action}`,
      entityType: spec.entity,
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Deletes a record nothing refers to; otherwise a 409 that says why and offers archiving. */
export async function deleteResource<
  Row,
  Item,
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  ctx: ServiceContext,
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  actor: Actor,
  id: string,
  audit: AuditContext,
): Promise<void> {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const before = spec.toItem(await findRow(tx, spec, schoolId, id));
    for (const dependent of spec.dependents ?? []) {
      const [used] = await tx
        .select({ one: sql`1` })
        .from(dependent.table)
        .where(eq(dependent.column, id))
        .limit(1);
      if (used)
        throw new AppError('in_use', { detail: `${dependent.message} Archive it instead.` });
    }
    try {
      await tx
        .delete(spec.table)
        .where(and(eq(spec.table.id, id), eq(spec.table.schoolId, schoolId)));
    } catch (error) {
      rethrowInUse(error);
    }
    await recordAudit(tx, audit, {
      action: `${spec.entity}.delete`,
      entityType: spec.entity,
      entityId: id,
      before,
    });
  });
}
