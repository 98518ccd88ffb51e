// `npm run bench:exports [-- --students N]`: a 50,000-row export alone, on PostgreSQL only. It
// creates a fresh database on the server of DATABASE_URL, seeds an institution of N students
// (50,000 by default), streams the users list of its students as CSV and XLSX (at the direct
// limit, so no job), and drops the database whatever happens.
import { parseArgs } from 'node:util';
import { benchExports } from './exports.ts';
import { SEEDED_STUDENTS } from './seeded.ts';
import { onSeededServer } from './seeded-server.ts';

const { values } = parseArgs({
  options: { students: { type: 'string', default: String(SEEDED_STUDENTS) } },
});
const students = Number(values.students);

await onSeededServer(
  'exports',
  students,
  (server) => benchExports({ ...server, students }),
  // Exactly the students: the direct limit, streamed without a job.
  { env: { EXPORT_DIRECT_MAX_ROWS: String(Math.max(students, 50_000)) } },
);
