// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from '@/config.ts';
import { runMigrations } from './migrate.ts';
import { openConfiguredDatabase } from './open-configured.ts';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
