import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';

// One real API process for the fault tests (`*-kill.test.ts`): the app configured from
// the environment, on a free port it prints as `listening <url>` once it serves. It is meant to
// be killed (SIGKILL) in the middle of its work; SIGTERM stops it cleanly.

const app = await buildApp(loadConfig());
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${url}\n`);
