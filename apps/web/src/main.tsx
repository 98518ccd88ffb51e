import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { logComponentError } from './app/component-errors.ts';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { AppRoutes } from './app/router.tsx';
import { appNavigator, installSessionEvents } from './app/session-events.ts';
import { reloadForFailedChunk } from './lib/chunk-reload.ts';
import { resolveServiceMode } from './lib/runtime-config.ts';
import { runtimeConfigQuery } from './lib/runtime-config-query.ts';
import { setServiceMode } from './lib/service-mode.ts';
import { registerServiceWorker } from './lib/service-worker.ts';

// A preloaded page part that fails (a new build replaced it) reloads the page once. Offline,
// the failure goes on to the page, which says it cannot load now (app/lazy-page.tsx).
window.addEventListener('vite:preloadError', (event) => {
  if (navigator.onLine === false) return;
  event.preventDefault();
  void Promise.resolve()
    .then(() => reloadForFailedChunk(event.payload))
    .catch(() => {});
});

void queryClient.fetchQuery(runtimeConfigQuery).then((config) => {
  setServiceMode(config, resolveServiceMode(config, window.location.hostname));
});

registerServiceWorker();

// Answers that end the session or refuse the stored role: handled here, for every call.
installSessionEvents(appNavigator);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const reactRoot = createRoot(root, {
  onCaughtError: logComponentError,
  onUncaughtError: logComponentError,
});
// The first render as a transition: React yields to the browser between components instead of
// holding the main thread for one long task while a phone's slow CPU draws the first page.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
