import type { TListQuery } from '@campusflow/contracts';
import { and } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { requireSchool } from '@/platform/access/require-school.ts';
import {
  defineExport,
  type ExportDefinition,
  noParams,
} from '@/platform/export/export-definition.ts';
import type { ExportColumn } from '@/platform/export/export-source.ts';
import { keysetChunks, orderByKeys } from '@/platform/export/keyset.ts';
import { type ResourceSpec, sortKeysFor, whereFor } from './school-resource.ts';

/** What a resource's list exports: its columns over the item, and the file's name. */
export type ResourceExport<Item> = { name: string; columns: ExportColumn<Item>[] };

// One definition per spec, however many apps a process builds (tests build several).
const made = new WeakMap<object, unknown>();

/**
 * A generic list's export (`GET <path>.csv|.xlsx`): the list's filters, search, status and
 * sort, read by keyset over the sort column and the id.
 */
export function resourceExport<
  Row,
  Item extends { id: string },
  Query extends TListQuery,
  Create extends object,
  Update extends object,
>(
  spec: ResourceSpec<Row, Item, Query, Create, Update>,
  query: z.ZodMiniType<Query, unknown>,
  file: ResourceExport<Item>,
): ExportDefinition<Query, Record<string, never>> {
  const known = made.get(spec) as ExportDefinition<Query, Record<string, never>> | undefined;
  if (known) return known;
  const definition = defineExport<Query>({
    name: `crud.${spec.entity}`,
    query,
    params: noParams,
    async open(ctx, actor, input) {
      const where = whereFor(spec, requireSchool(actor), input.query);
      const keys = sortKeysFor(spec, input.query.sort, (row) => spec.toItem(row).id);
      return {
        name: file.name,
        columns: file.columns,
        count: () => ctx.db.$count(spec.table, where),
        async *chunks() {
          const pages = keysetChunks(keys, (after, limit) =>
            spec
              .select(ctx.db)
              .where(after ? and(where, after) : where)
              .orderBy(...orderByKeys(keys))
              .limit(limit),
          );
          for await (const rows of pages) yield rows.map(spec.toItem);
        },
      };
    },
  });
  made.set(spec, definition);
  return definition;
}
