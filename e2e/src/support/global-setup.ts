import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { apiBundle, type RunningServer, startServer, webDist } from './server.ts';

let server: RunningServer | undefined;

/** One real server, built web app and demo data, for every journey of the run. */
export default async function setup(project: TestProject) {
  for (const built of [path.join(webDist, 'index.html'), apiBundle]) {
    if (!existsSync(built)) {
      throw new Error(
        `${path.relative(process.cwd(), built)} is missing: run \`npm run build\` first (npm run test:browser does).`,
      );
    }
  }
  // Journeys fail sign-ins on purpose; the rate limit has its own API tests. Exports past 300
  // rows run as jobs (50,000 in production), so a journey meets both paths on the demo data:
  // a filtered ledger or a course roster downloads at once, the whole users list is prepared.
  server = await startServer(
    {
      SIGN_IN_MAX_FAILURES: '1000',
      SIGN_IN_ACCOUNT_FAILURES: '1000',
      SIGN_IN_ADDRESS_IDENTIFIERS: '100000',
      EXPORT_DIRECT_MAX_ROWS: '300',
    },
    'bundle',
  );
  project.provide('baseUrl', server.url);
  return async () => {
    await server?.stop();
  };
}
