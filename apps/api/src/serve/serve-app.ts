import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app.ts';
import type { AppConfig } from '@/config.ts';
import { seedDemoData } from '@/seed/demo-seed.ts';
import { demoSignInNote, hasDemoAccounts } from '@/seed/demo-sign-in-note.ts';
import { closeOnSignals } from './close-on-signals.ts';

/** The header naming the cluster worker that answered (1, 2…), only when there are several. */
export const WORKER_HEADER = 'x-worker';

/**
 * Migrates, seeds an empty database with the demo institution when asked, and says so. What one
 * process does before it serves, and what a cluster's primary does once before forking.
 */
export async function prepareDatabase(app: FastifyInstance, config: AppConfig) {
  if (config.seedDemo && (await seedDemoData(app.services))) {
    app.log.info('Seeded the demo institution into the empty database.');
  }
  if (config.environment !== 'production' && !config.devFlag) {
    app.log.info('CAMPUSFLOW_DEV is off: production services are configured.');
  }
}

/** Once per start, in development only: how to sign in to the demo institution and read its mail. */
export async function signInNote(app: FastifyInstance, config: AppConfig): Promise<string[]> {
  const note = demoSignInNote(config);
  return note.length > 0 && (await hasDemoAccounts(app.database.db)) ? note : [];
}

/** One process serving the port: the whole server (`worker` unset) or a cluster's worker. */
export async function serveApp(config: AppConfig, worker?: number) {
  // The primary migrated the database (and wrote the per-install secret) before forking.
  const app = await buildApp(config, { skipMigrations: worker !== undefined });
  if (worker === undefined) {
    await prepareDatabase(app, config);
  } else {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header(WORKER_HEADER, String(worker));
      done();
    });
  }
  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  if (worker !== undefined) return;
  app.log.info(`Campusflow is serving on ${config.publicUrl} (${app.database.kind})`);
  for (const line of await signInNote(app, config)) app.log.info(line);
}
