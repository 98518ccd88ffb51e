import cluster from 'node:cluster';
import { loadConfig } from './config.ts';
import { runClusterPrimary } from './serve/cluster-primary.ts';
import { serveApp } from './serve/serve-app.ts';

// One process serves the port, or (WEB_CONCURRENCY > 1, PostgreSQL) a primary prepares the
// database and forks that many workers that share it: README "Running on several cores".
const config = loadConfig();
if (cluster.isWorker) {
  await serveApp(config, cluster.worker?.id);
} else if (config.webConcurrency > 1) {
  await runClusterPrimary(config);
} else {
  await serveApp(config);
}
