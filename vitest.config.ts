import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const apiSrc = fileURLToPath(new URL('./apps/api/src', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. The files are
    // independent (each API file makes schools of its own, on PGlite a database of its own), so
    // two run side by side, and the PostgreSQL pass's rush tests still overlap for real. The
    // browser journeys run one file at a time (their project says so).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': apiSrc } },
        test: {
          name: 'api',
          root: './apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/test/global-setup.ts'],
          // A worker runs file after file with the modules (and PGlite's WASM) it has loaded,
          // half the time of a fresh worker per file; every file builds its own app and database.
          isolate: false,
          // The first PGlite of a process takes seconds to start (WASM).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./src/support/global-setup.ts'],
          setupFiles: ['./src/support/report-retries.ts'],
          // A journey that waited past its time-out is tried once more, and the first try's
          // error is printed all the same; a wrong answer fails at once
          // (docs/decisions/016-journey-retries.md).
          retry: { count: 1, condition: /Timeout \d+ms exceeded/ },
          fileParallelism: false,
          // Tests a file marks concurrent (the every-page walk) run two at a time.
          maxConcurrency: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
