// `npm run bench:transport [-- --students N --routes R --seats S --riders A]`: the transport
// rush alone, on PostgreSQL only. It creates a fresh database on the server of DATABASE_URL,
// seeds an institution of N students (50,000 by default), opens R routes of S seats each, lets
// A students subscribe at once, and drops the database whatever happens.
import { parseArgs } from 'node:util';
import { SEEDED_STUDENTS } from './seeded.ts';
import { onSeededServer } from './seeded-server.ts';
import { benchTransport } from './transport.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: String(SEEDED_STUDENTS) },
    routes: { type: 'string', default: '20' },
    seats: { type: 'string', default: '60' },
    riders: { type: 'string', default: '3000' },
  },
});

await onSeededServer('transport', Number(values.students), (server) =>
  benchTransport({
    ...server,
    routes: Number(values.routes),
    seats: Number(values.seats),
    riders: Number(values.riders),
  }),
);
