// `npm run bench:messaging [-- --students N]`: the e-mail sender at scale alone, on PostgreSQL
// only. It creates a fresh database on the server of DATABASE_URL, seeds an institution of N
// students (20,000 by default), sends one message to all of them, measures reads meanwhile,
// and drops the database whatever happens.
import { parseArgs } from 'node:util';
import { startBare } from './bare.ts';
import { benchMessaging } from './messaging.ts';
import { onSeededServer } from './seeded-server.ts';

const { values } = parseArgs({ options: { students: { type: 'string', default: '20000' } } });

const bare = await startBare();
try {
  await onSeededServer('messaging', Number(values.students), (server) =>
    benchMessaging({ ...server, bareUrl: bare.url }),
  );
} finally {
  bare.stop();
}
