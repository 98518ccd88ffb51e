import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { byTurns, ratesByTurns } from './by-turns.ts';
import { closedLoop, type LoopResult, printLoop } from './closed-loop.ts';
import { cpuProfileEnv } from './cpu-profile.ts';
import { lightSignIns, lightViews } from './light-views.ts';
import { firstYearStudents, makeStudentsReady } from './registration-data.ts';
import { openCeilings } from './rush-ceilings.ts';
import { benchSignIn } from './scratch-database.ts';
import { onSeededServer } from './seeded-server.ts';
import { approveFirstYears } from './teaching-data.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    processes: { type: 'string', default: '1' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
// The peer's views/s in the issue's own measurement (Gibbon v30, PHP-FPM + MariaDB, 541
// students); Gibbon is not on this machine.
const PEER_STUDENT_VIEWS = 110;
const PEER_TEACHER_VIEWS = 41;
// Each loop first runs this long uncounted: figures of compiled code, not of a first second.
const WARM_UP_SECONDS = 2;
// A goal's figure and its ceiling take turns this many times each (by-turns.ts).
const TURNS = 5;

async function getOk(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
}

const ratio = (a: LoopResult, b: LoopResult) => (a.perSecond / b.perSecond).toFixed(3);

await onSeededServer(
  'views',
  Number(values.students),
  async ({ serverUrl, databaseUrl, schoolCode, pid }) => {
    // BENCH_CPU_PROF=<dir>: the API writes a CPU profile of the student home reads there.
    const profile = () => {
      if (process.env.BENCH_CPU_PROF && pid) process.kill(pid, 'SIGUSR2');
    };
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    try {
      const ready = await makeStudentsReady(pool, schoolCode);
      const teaching = await approveFirstYears(pool, schoolCode, 6);
      const firstYears = await firstYearStudents(pool, ready.schoolId, 600);
      console.log(
        `  ${ready.students} students ready; ${teaching.items} approved course lines; the lecturer teaches ${teaching.taught} courses`,
      );
      const readers = await Promise.all(
        firstYears.slice(0, 40).map((s) => benchSignIn(serverUrl, s.email)),
      );
      const lecturer = await benchSignIn(serverUrl, teaching.lecturerEmail);
      const asLecturer = { cookie: lecturer, 'x-role': 'teacher' };
      const asStudent = (i: number) => ({ cookie: readers[i % readers.length] ?? '' });
      const url = (path: string) => `${serverUrl}/api/v1${path}`;
      const loop = (name: string, work: (i: number) => Promise<void>) =>
        closedLoop(name, work, { concurrency, seconds, warmUpSeconds: WARM_UP_SECONDS });
      const userId = await pool.query<{ id: string }>('select id from users where email = $1', [
        teaching.lecturerEmail,
      ]);
      const ceilings = await openCeilings(databaseUrl, userId.rows[0]?.id ?? '');
      try {
        // The two goals set against a ceiling are measured by turns with it (by-turns.ts).
        const turns = { seconds, turns: TURNS, warmUpSeconds: WARM_UP_SECONDS };
        profile();
        const [studentRead, pointRead] = await byTurns(
          [
            {
              name: 'student home read',
              work: (i) => getOk(url('/reports/student-home'), asStudent(i)),
              concurrency,
            },
            { ...ceilings.pointRead, name: 'Fastify + pg point read (by turns)' },
          ],
          turns,
        );
        profile();
        const studentView = await loop('student home view (auth/me + home)', async (i) => {
          await getOk(url('/auth/me'), asStudent(i));
          await getOk(url('/reports/student-home'), asStudent(i));
        });
        // The same read and view under a light load generator, as the peer's figures were taken
        // with wrk: the closed loop's fetch is the heavier part of the machine's work.
        const [studentReadLight, pointReadLight] = await ratesByTurns(
          [
            async (slice) =>
              (
                await lightViews({
                  url: serverUrl,
                  paths: ['/api/v1/reports/student-home'],
                  cookies: readers,
                  connections: 16,
                  seconds: slice,
                })
              ).perSecond,
            async (slice) =>
              (await autocannon({ url: ceilings.pointUrl, connections: 16, duration: slice }))
                .requests.average,
          ],
          turns,
        );
        const studentViewLight = await lightViews({
          url: serverUrl,
          paths: ['/api/v1/auth/me', '/api/v1/reports/student-home'],
          cookies: readers,
          connections: concurrency,
          seconds,
        });
        const teacherRead = await loop('teacher home read (my-courses)', () =>
          getOk(url('/academics/my-courses'), asLecturer),
        );
        const teacherView = await loop('teacher home view (auth/me + courses)', async () => {
          await getOk(url('/auth/me'), asLecturer);
          await getOk(url('/academics/my-courses'), asLecturer);
        });
        const signers = firstYears.slice(40);
        const [signIn, argon2] = await byTurns(
          [
            {
              name: 'sign-in (a different student each)',
              work: async (i) => {
                await benchSignIn(serverUrl, signers[i % signers.length]?.email ?? '');
              },
              concurrency: 4,
            },
            { ...ceilings.argon2, name: 'argon2id verify, one core (by turns)' },
          ],
          turns,
        );
        // Sign-ins under autocannon by turns with the same ceiling.
        const [signInLight, argon2Light] = await ratesByTurns(
          [
            async (slice) => {
              const light = await lightSignIns({
                url: serverUrl,
                emails: signers.map((s) => s.email),
                connections: 4,
                seconds: slice,
              });
              if (light.errors > 0)
                throw new Error(`sign-in under autocannon: ${light.errors} errors`);
              return light.perSecond;
            },
            async (slice) =>
              (
                await closedLoop('argon2id', ceilings.argon2.work, {
                  concurrency: 1,
                  seconds: slice,
                })
              ).perSecond,
          ],
          turns,
        );
        const bare = await closedLoop('bare Fastify route (same run)', ceilings.bare.work, {
          concurrency: ceilings.bare.concurrency,
          seconds,
          warmUpSeconds: WARM_UP_SECONDS,
        });
        console.log(
          `\nViews, ${concurrency} at a time (sign-in 4 at a time), ${seconds} s each; a goal's figure and its ceiling by turns (${TURNS} turns each)`,
        );
        printLoop([
          studentRead,
          studentView,
          teacherRead,
          teacherView,
          signIn,
          bare,
          pointRead,
          argon2,
        ]);
        console.log(
          `  student home read / Fastify + pg point read: ${ratio(studentRead, pointRead)} (goal 0.6)`,
        );
        console.log(
          `  under autocannon: student home read ${Math.round(studentReadLight)}/s, point read ${Math.round(pointReadLight)}/s, by turns: ${(studentReadLight / pointReadLight).toFixed(3)} (goal 0.6)`,
        );
        const { p50, p97_5, p99 } = studentViewLight.latency;
        console.log(
          `  student home views under autocannon, as the peer's wrk: ${Math.round(studentViewLight.perSecond)}/s (per read p50 ${p50} ms, p97.5 ${p97_5} ms, p99 ${p99} ms, errors ${studentViewLight.errors})`,
        );
        console.log(
          `  student home views / the peer's ${PEER_STUDENT_VIEWS}: ${(studentView.perSecond / PEER_STUDENT_VIEWS).toFixed(1)}x with fetch in a closed loop, ${(studentViewLight.perSecond / PEER_STUDENT_VIEWS).toFixed(1)}x under autocannon (goal 20x)`,
        );
        console.log(
          `  teacher home views / the peer's ${PEER_TEACHER_VIEWS}: ${(teacherView.perSecond / PEER_TEACHER_VIEWS).toFixed(1)}x (goal 10x); read / point read ${ratio(teacherRead, pointRead)}`,
        );
        console.log(
          `  sign-in / argon2id one core: ${ratio(signIn, argon2)} with fetch in a closed loop; under autocannon ${Math.round(signInLight)}/s against ${Math.round(argon2Light)}/s: ${(signInLight / argon2Light).toFixed(3)} (goal 0.8)`,
        );
      } finally {
        ceilings.stop();
      }
    } finally {
      await pool.end();
    }
  },
  {
    env: {
      WEB_CONCURRENCY: values.processes,
      SIGN_IN_ADDRESS_IDENTIFIERS: '100000',
      SIGN_IN_MAX_FAILURES: '100000',
      ...cpuProfileEnv(),
    },
  },
);
