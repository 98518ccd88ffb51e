import { type ComponentType, lazy, type ReactElement } from 'react';
import { reloadForFailedChunk } from '@/lib/chunk-reload.ts';
import { offlineFailure } from './offline-notice.tsx';

type PageModule = Record<string, ComponentType>;

/**
 * What a page route carries in its `handle`: the page's export name, for error logs, and how to
 * start loading its code (and its data, `prefetch`) before the route draws it.
 */
export type PageHandle = { page: string; preload: () => Promise<unknown>; prefetch?: () => void };

/**
 * A lazy page route: `...page(load, 'Name')` loads the area's module (one chunk per area) and
 * takes one page from it. The router starts the loads of every route a path matches at once
 * (app/router.tsx), so a layout and its page arrive together, not one after the other. The
 * handle names the page (`{ page: 'Name' }`), so an error log says which page failed even where
 * the production build shortened the names. A chunk that fails to load (a new build removed it)
 * reloads the page once; offline, a reload would only show the browser's own error page, so the
 * app says it is offline instead.
 */
export function page<M extends PageModule, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  prefetch?: () => void,
): { element: ReactElement; handle: PageHandle } {
  let loading: Promise<M> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      if (navigator.onLine === false) throw offlineFailure();
      return reloadForFailedChunk(error);
    });
    return loading;
  };
  const Page = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return { element: <Page />, handle: { page: name, preload, prefetch } };
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
