// A 50,000-row export streamed by the API (the users list of the seeded school's students, CSV
// and XLSX): rows a second and the server's peak memory, beside the same run's raw ceiling, the
// same CSV writer streaming as many generated rows from a bare Fastify route (no database).
import { readFileSync } from 'node:fs';
import { startBare } from './bare.ts';
import type { SeededServer } from './seeded-server.ts';

type Measured = { name: string; rows: number; seconds: number; mb: number; peakRssMb: number };

/** The process's resident memory in MB (Linux), or 0 where /proc is not there. */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Downloads `url` to nowhere, counting its rows; samples the server's memory as it goes. */
async function download(
  name: string,
  url: string,
  headers: Record<string, string>,
  pid: number | undefined,
): Promise<Measured> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    if (response.status !== 200 || !response.body) {
      throw new Error(`${name}: ${response.status} ${await response.text()}`);
    }
    let bytes = 0;
    let lines = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.length;
      for (const byte of part.value) if (byte === 0x0a) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    // An XLSX is zipped: its rows are the ones asked for, not its line ends.
    return { name, rows: lines - 1, seconds, mb: bytes / 1024 / 1024, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchExports(server: SeededServer & { students: number }) {
  const domain = `${server.schoolCode.toLowerCase()}.edu.test`;
  const login = await fetch(`${server.serverUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.serverUrl },
    body: JSON.stringify({ identifier: `admin@${domain}`, password: 'Demo-pass-2025' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const headers = { cookie, 'x-role': 'admin' };
  const users = `${server.serverUrl}/api/v1/users`;
  const bare = await startBare();
  try {
    const idle = rssMb(server.pid);
    await download('warm-up', `${users}.csv?roles=student&q=okafor`, headers, server.pid);
    const csv = await download(
      'users.csv (students)',
      `${users}.csv?roles=student`,
      headers,
      server.pid,
    );
    const xlsx = await download(
      'users.xlsx (students)',
      `${users}.xlsx?roles=student`,
      headers,
      server.pid,
    );
    const ceiling = await download(
      'bare CSV stream, no database',
      `${bare.url}-csv?rows=${server.students}`,
      {},
      undefined,
    );
    xlsx.rows = csv.rows;
    console.log(
      `\nA ${server.students.toLocaleString('en')}-row export (server idle at ${idle.toFixed(0)} MB)`,
    );
    for (const m of [csv, xlsx, ceiling]) {
      const rate = m.rows / m.seconds;
      console.log(
        `  ${m.name.padEnd(32)} ${m.rows} rows in ${m.seconds.toFixed(2)} s: ${rate.toFixed(0)} rows/s, ${m.mb.toFixed(1)} MB` +
          (m.peakRssMb ? `, server peak RSS ${m.peakRssMb.toFixed(0)} MB` : ''),
      );
    }
    const ceilingRate = ceiling.rows / ceiling.seconds;
    for (const m of [csv, xlsx]) {
      console.log(`  ${m.name} / ceiling: ${(m.rows / m.seconds / ceilingRate).toFixed(3)}`);
    }
    return { idle, csv, xlsx, ceiling };
  } finally {
    bare.stop();
  }
}
