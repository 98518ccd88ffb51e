import { sql } from 'drizzle-orm';
import { buildApp } from '@/app.ts';
import { loadConfig } from '@/config.ts';
import { probeJob } from '@/test/probe-job.ts';

// One API process of the two-process job test (platform/jobs/two-processes.test.ts): the real
// app, configured from the environment, plus a probe job that records which process ran it.
// Started with `node --import tsx`; stops on SIGTERM.

const app = await buildApp(loadConfig());
const db = app.database.db;
app.services.jobs.register(probeJob, async ({ n }, run) => {
  await db.execute(
    sql`insert into job_probe (n, job_id, pid) values (${n}, ${run.id}, ${process.pid})`,
  );
});
process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write('ready\n');
