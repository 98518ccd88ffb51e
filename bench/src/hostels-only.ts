// `npm run bench:hostels [-- --students N --beds B --applicants A]`: the hostel rush alone, on
// PostgreSQL only. It creates a fresh database on the server of DATABASE_URL, seeds an
// institution of N students (50,000 by default), opens two halls of B beds each, lets A
// students apply at once, and drops the database whatever happens.
import { parseArgs } from 'node:util';
import { benchHostels } from './hostels.ts';
import { SEEDED_STUDENTS } from './seeded.ts';
import { onSeededServer } from './seeded-server.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: String(SEEDED_STUDENTS) },
    beds: { type: 'string', default: '1000' },
    applicants: { type: 'string', default: '3000' },
  },
});

await onSeededServer('hostels', Number(values.students), (server) =>
  benchHostels({
    ...server,
    beds: Number(values.beds),
    applicants: Number(values.applicants),
  }),
);
