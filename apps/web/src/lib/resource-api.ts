import type { TExportFormat, TPage } from '@campusflow/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { startExport } from './export-api.ts';
import { toQuery } from './use-search-state.ts';

// The web side of the server's generic CRUD (apps/api/src/platform/crud/): the five calls of a
// school resource and its query keys. An area declares each of its resources once, in its
// `*-api.ts`, under its own key root; `components/resource/` builds the list page on it.

/** What a record of a list page has: an id and an active or archived status. */
export type Identified = { id: string; status: 'active' | 'archived' };

export type ResourceQuery = Record<string, string | number | undefined | null>;

/** A select option made from a record. */
export type Option = { value: string; label: string };

/**
 * The calls and keys of the resource at `path`. Its keys start with `scope` (the owning area's
 * key root, or a part of it), and a change refreshes the whole scope: the area's other lists
 * count or name the record (a faculty's departments, a session's fees). `C` and `U` are the
 * bodies of a create and an update, from the contracts, where the caller knows them.
 */
export function resourceApi<T extends { id: string }, C = unknown, U = unknown>(
  scope: readonly unknown[],
  path: string,
) {
  const key = [...scope, 'resource', path] as const;
  return {
    scope,
    key,
    list: (query: ResourceQuery) =>
      queryOptions({
        queryKey: [...key, 'list', query] as const,
        queryFn: ({ signal }) => api<TPage<T>>(`${path}?${toQuery(query)}`, { signal }),
        placeholderData: keepPreviousData,
      }),
    /** Active records as select options (the first 100 by name); `labelName` keys the label. */
    options: (label: (item: T) => string, labelName = 'name') =>
      queryOptions({
        queryKey: [...key, 'options', labelName] as const,
        queryFn: async ({ signal }) => {
          const page = await api<TPage<T>>(`${path}?limit=100&sort=name`, { signal });
          return page.items.map((item): Option => ({ value: item.id, label: label(item) }));
        },
        staleTime: 60_000,
      }),
    create: (body: C) => api<T>(path, { method: 'POST', body }),
    update: (id: string, body: U) => api<T>(`${path}/${id}`, { method: 'PATCH', body }),
    remove: (id: string) => api<void>(`${path}/${id}`, { method: 'DELETE' }),
    /** The list with these filters as CSV or XLSX, where the server offers it. */
    export: (query: ResourceQuery, format: TExportFormat) => startExport(path, format, query),
  };
}

export type ResourceApi<T extends { id: string }, C = unknown, U = unknown> = ReturnType<
  typeof resourceApi<T, C, U>
>;
