import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from '@/app.ts';
import type { AppConfig } from '@/config.ts';
import { prepareDatabase, signInNote } from './serve-app.ts';

/** How long the primary waits for its workers to finish (each gives itself 10 s) on shutdown. */
const SHUTDOWN_GRACE_MS = 15_000;

/**
 * Runs once, in the primary, before any worker exists: migrations, the per-install secret under
 * DATA_DIR and the demo data, through the same app the workers build, which is then closed. It
 * works no job: the workers do.
 */
async function prepareForWorkers(config: AppConfig) {
  const app = await buildApp({ ...config, jobs: { ...config.jobs, worker: false } });
  try {
    await prepareDatabase(app, config);
    return { kind: app.database.kind, note: await signInNote(app, config) };
  } finally {
    await app.close();
  }
}

/**
 * The primary of WEB_CONCURRENCY workers sharing the port (node:cluster hands connections out
 * round-robin). A worker that dies after it started serving is replaced; one that dies before
 * (it could not start) stops the whole server, rather than restarting in a loop. SIGTERM/SIGINT
 * pass SIGTERM on to every worker, which finishes its requests and jobs, and the primary exits
 * when they all have: 0 when every worker exited cleanly.
 */
export async function runClusterPrimary(config: AppConfig) {
  const log = pino({ level: config.logLevel });
  const { kind, note } = await prepareForWorkers(config);

  const live = new Set<Worker>();
  const serving = new Set<number>();
  let closing = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
  };

  const stop = (reason: string) => {
    if (closing) return;
    closing = true;
    log.info({ reason, workers: live.size }, 'shutting down: stopping the workers');
    for (const worker of live) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error('workers did not stop in time; killing them');
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    if (live.size === 0) process.exit(failed ? 1 : 0);
  };

  cluster.on('listening', (worker) => {
    const first = serving.size === 0;
    serving.add(worker.id);
    log.info(
      { worker: worker.id, workerPid: worker.process.pid },
      `worker ${worker.id} (pid ${worker.process.pid}) is serving`,
    );
    if (!first) return;
    log.info(
      `Campusflow is serving on ${config.publicUrl} (${kind}, ${config.webConcurrency} workers)`,
    );
    for (const line of note) log.info(line);
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const how = { worker: worker.id, workerPid: worker.process.pid, code, signal };
    if (closing) {
      if (code !== 0) failed = true;
      if (live.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    if (!serving.has(worker.id)) {
      log.error(how, `worker ${worker.id} exited before it could serve; stopping`);
      failed = true;
      stop('a worker could not start');
      return;
    }
    log.error(how, `worker ${worker.id} died; starting another`);
    fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  for (let i = 0; i < config.webConcurrency; i++) fork();
}
