import type { ComponentType } from 'react';
import { reloadForFailedChunk } from '@/lib/chunk-reload.ts';

type PageModule = Record<string, ComponentType>;

/**
 * A lazy route's component: `page(load, 'Name')` loads the area's module (one chunk per area)
 * and takes one page from it. A chunk that fails to load (a new build removed it) reloads the
 * page once.
 */
export function page<M extends PageModule, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => {
    try {
      const module = await load();
      return { Component: module[name] };
    } catch (error) {
      return reloadForFailedChunk(error);
    }
  };
}
