import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { logComponentError } from './app/component-errors.ts';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { reloadForFailedChunk } from './lib/chunk-reload.ts';
import { resolveServiceMode } from './lib/runtime-config.ts';
import { runtimeConfigQuery } from './lib/runtime-config-query.ts';
import { setServiceMode } from './lib/service-mode.ts';

// A preloaded page part that fails (a new build replaced it) reloads the page once.
window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  void Promise.resolve()
    .then(() => reloadForFailedChunk(event.payload))
    .catch(() => {});
});

void queryClient.fetchQuery(runtimeConfigQuery).then((config) => {
  setServiceMode(config, resolveServiceMode(config, window.location.hostname));
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root, {
  onCaughtError: logComponentError,
  onUncaughtError: logComponentError,
}).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter()} />
    </Providers>
  </StrictMode>,
);
