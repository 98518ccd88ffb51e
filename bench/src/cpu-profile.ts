import path from 'node:path';

/**
 * The environment that makes an API server ready to profile when `BENCH_CPU_PROF=<dir>` is set
 * (cpu-profile-preload.mjs: each SIGUSR2 starts, then stops, a profile); nothing otherwise.
 */
export function cpuProfileEnv(): Record<string, string> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return {};
  return {
    BENCH_CPU_PROF: dir,
    NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'cpu-profile-preload.mjs')}`,
  };
}
