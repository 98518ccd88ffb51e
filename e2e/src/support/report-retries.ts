import { beforeEach } from 'vitest';

// A journey that times out is tried once more (vitest.config.ts, docs/decisions/016). A
// failure that a second try passes still says so here, with its error, in the run's output:
// a flaky journey is something to fix, not to forget.
beforeEach(({ onTestFailed }) => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    const first = task.result?.errors?.[0]?.message ?? 'no message';
    console.warn(`journey failed on try ${attempt}: ${task.name}\n${first}`);
  });
});
