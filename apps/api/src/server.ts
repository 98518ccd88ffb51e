import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedDemoData } from './seed/demo-seed.ts';
import { demoSignInNote, hasDemoAccounts } from './seed/demo-sign-in-note.ts';

const config = loadConfig();
const app = await buildApp(config);

if (config.seedDemo && (await seedDemoData(app.services))) {
  app.log.info('Seeded the demo institution into the empty database.');
}
if (config.environment !== 'production' && !config.devFlag) {
  app.log.info('CAMPUSFLOW_DEV is off: production services are configured.');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
  const force = setTimeout(() => {
    app.log.error('requests did not finish in 10 s; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Campusflow is serving on ${config.publicUrl} (${app.database.kind})`);
// Once per start, in development only: how to sign in to the demo institution and read its mail.
const note = demoSignInNote(config);
if (note.length > 0 && (await hasDemoAccounts(app.database.db))) {
  for (const line of note) app.log.info(line);
}
