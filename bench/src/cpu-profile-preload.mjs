// Preloaded into an API server (NODE_OPTIONS=--import) by `BENCH_CPU_PROF=<dir>`: each SIGUSR2
// starts, then stops, a V8 CPU profile, written to <dir>/api-<pid>-<n>.cpuprofile (open it in
// Chrome DevTools, or summarise it). `--cpu-prof` itself is refused in NODE_OPTIONS.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF ?? '.';
const session = new Session();
session.connect();
let running = false;
let n = 0;
process.on('SIGUSR2', () => {
  if (!running) {
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    running = true;
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    n += 1;
    writeFileSync(
      path.join(dir, `api-${process.pid}-${n}.cpuprofile`),
      JSON.stringify(result.profile),
    );
  });
});
