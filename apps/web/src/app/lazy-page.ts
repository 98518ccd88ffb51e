import type { ComponentType } from 'react';
import { reloadForFailedChunk } from '@/lib/chunk-reload.ts';
import { offlineFailure } from './offline-notice.tsx';

type PageModule = Record<string, ComponentType>;

/** What a lazy page route carries in its `handle`: the page's export name, for error logs. */
export type PageHandle = { page: string };

/**
 * A lazy route's component: `page(load, 'Name')` loads the area's module (one chunk per area)
 * and takes one page from it. The route's handle names the page (`{ page: 'Name' }`), so an
 * error log says which page failed even where the production build shortened the names. A
 * chunk that fails to load (a new build removed it) reloads the page once; offline, a reload
 * would only show the browser's own error page, so the app says it is offline instead.
 */
export function page<M extends PageModule, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => {
    try {
      const module = await load();
      const handle: PageHandle = { page: name };
      return { Component: module[name], handle };
    } catch (error) {
      if (navigator.onLine === false) throw offlineFailure();
      return reloadForFailedChunk(error);
    }
  };
}

/** The innermost page of the matched routes, by its handle. */
export function pageNameOf(
  matches: readonly { route: { handle?: unknown } }[],
): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as Partial<PageHandle> | undefined;
    if (typeof handle?.page === 'string') return handle.page;
  }
  return undefined;
}
