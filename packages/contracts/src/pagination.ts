import * as z from 'zod/mini';

export const MAX_PAGE_SIZE = 100;

/** Query of every list endpoint: a page number and size (size at most 100). */
export const ZPageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE_SIZE)), 20),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** Answer of every list endpoint. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int().check(z.gte(0)),
    page: z.int().check(z.gte(1)),
    limit: z.int().check(z.gte(1)),
    nextCursor: z.optional(z.string()),
  });
}

/** The answer of a list endpoint, for code that handles any of them (the generic CRUD pages). */
export type TPage<T> = {
  items: T[];
  total: number;
  page: number;
  limit: number;
  nextCursor?: string;
};
