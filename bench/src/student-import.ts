// Bulk upload of already-admitted students (appadmin/uploadStudents) at the size: a
// dry run over 20,000 generated rows, then the real import in one transaction. The issue asks
// for under a minute on PostgreSQL; timings are printed, never asserted.

export const BENCH_IMPORT_STUDENTS = 20_000;

type Programme = { code: string; levelStep: number; durationLevels: number };

async function getJson<T>(base: string, path: string, cookie: string, role?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    headers: { cookie, ...(role ? { 'x-role': role } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A CSV of `count` students spread over the programmes and their levels; unique by `tag`. */
export function generateStudentCsv(count: number, tag: string, programmes: Programme[]): string {
  const lines = ['Matric number,JAMB number,Phone,Name,E-mail,Programme,Level,Initial password'];
  for (let i = 0; i < count; i++) {
    const p = programmes[i % programmes.length];
    if (!p) throw new Error('no programme to import students into');
    const level = p.levelStep * (1 + (Math.floor(i / programmes.length) % p.durationLevels));
    const n = String(i).padStart(6, '0');
    const email = i % 5 === 0 ? `bench.${tag.toLowerCase()}.${n}@example.test` : '';
    lines.push(
      [
        `BENCH/${tag}/${n}`,
        `${tag}${n}`,
        `0906${String(i).padStart(7, '0')}`,
        `Bench Student ${n}`,
        email,
        p.code,
        level,
        `first-${n}`,
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function upload(base: string, path: string, cookie: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'students.csv');
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { cookie, origin: base, 'x-role': 'appadmin' },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const result = (await response.json()) as {
    valid: number;
    imported: number;
    problems: unknown[];
  };
  return { seconds, result };
}

/**
 * Imports BENCH_IMPORT_STUDENTS generated students into the school `schoolCode` as the app
 * admin (the hos lists the programmes), then signs one of them in by matric number.
 */
export async function benchStudentImport(
  base: string,
  appadminCookie: string,
  hosCookie: string,
  schoolCode: string,
  count = BENCH_IMPORT_STUDENTS,
) {
  const directory = await getJson<{ items: { id: string; code: string }[] }>(
    base,
    `/api/v1/schools/directory?q=${encodeURIComponent(schoolCode)}`,
    '',
  );
  const school = directory.items.find((s) => s.code === schoolCode);
  if (!school) throw new Error(`no school ${schoolCode}`);
  const list = await getJson<{ items: Programme[] }>(
    base,
    '/api/v1/academics/programmes?limit=100',
    hosCookie,
    'hos',
  );
  const tag = Date.now().toString(36).toUpperCase();
  const csv = generateStudentCsv(count, tag, list.items);
  const path = `/api/v1/admissions/students/import?schoolId=${school.id}`;

  console.log(
    `\nBulk upload of ${count.toLocaleString('en')} students (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV)`,
  );
  const dry = await upload(base, `${path}&dryRun=true`, appadminCookie, csv);
  console.log(
    `  dry run        ${dry.seconds.toFixed(1)} s   ${dry.result.valid} valid, ${dry.result.problems.length} problems`,
  );
  const real = await upload(base, `${path}&dryRun=false`, appadminCookie, csv);
  console.log(
    `  import         ${real.seconds.toFixed(1)} s   ${real.result.imported} imported (budget 60 s on PostgreSQL)`,
  );
  const signIn = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: `BENCH/${tag}/000001`, password: 'first-000001' }),
  });
  const answer = (await signIn.json()) as { status?: string };
  console.log(`  first sign-in of an imported student: ${answer.status ?? signIn.status}`);
  return { dry, real };
}
