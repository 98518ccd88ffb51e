import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop('SIGKILL');
  server = undefined;
});

describe('the server process', () => {
  it('serves the SPA with its fallback and the API from one port', async () => {
    server = await startServer({ SEED_DEMO: 'false' }, 'bundle');
    const page = await fetch(`${server.url}/dashboard/hos/faculties`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const schools = await fetch(`${server.url}/api/v1/schools/directory`);
    // SEED_DEMO=false: the directory of a fresh platform is empty.
    expect(((await schools.json()) as { total: number }).total).toBe(0);
  });

  it('shuts down cleanly on SIGTERM, finishing a request already in flight', async () => {
    server = await startServer({ SEED_DEMO: 'false' }, 'bundle');
    const { port } = new URL(server.url);
    const body = JSON.stringify({ message: 'slow upload', path: '/x' });
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Send the headers and half the body, so the request is in progress when SIGTERM comes.
    socket.write(
      'POST /api/v1/system/client-errors HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n` +
        body.slice(0, 10),
    );
    await new Promise((r) => setTimeout(r, 200));
    const stopped = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    socket.end(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 202/);
    expect(await stopped).toBe(0);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });

  it('logs once, with demo data, where to sign in, the demo accounts and /dev/mailbox', async () => {
    server = await startServer({ LOG_LEVEL: 'info' }, 'bundle');
    const { url } = server;
    // The note follows "serving on", which comes after the health check's first answer.
    await expect.poll(() => server?.output() ?? '', { timeout: 10_000 }).toMatch(/\/dev\/mailbox"/);
    const log = server.output();
    expect(log.match(/"msg":"Demo institution: open/g), log).toHaveLength(1);
    expect(log).toMatch(/"msg":"Mail is not sent \(no SMTP_URL\): read it at \S+\/dev\/mailbox"/);
    // Every account it names signs in with the password it names.
    const password = /"msg":"Demo institution: [^"]*password (\S+)"/.exec(log)?.[1];
    const emails = [...log.matchAll(/"msg":"\s+(\S+@demo\.campusflow\.test):/g)].map((m) => m[1]);
    expect(emails).toContain('student@demo.campusflow.test');
    expect(emails.length).toBeGreaterThanOrEqual(16);
    for (const email of emails) {
      const res = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body: JSON.stringify({ identifier: email, password }),
      });
      expect(res.status, email).toBe(200);
    }
    const mailbox = await fetch(`${url}/dev/mailbox`);
    expect(mailbox.status).toBe(200);
    // Seeding the demo institution takes most of a minute on a busy machine.
  }, 180_000);

  it('refuses to start on bad configuration, naming the setting', async () => {
    await expect(startServer({ PORT: 'eighty' }, 'bundle')).rejects.toThrow(/PORT/);
  });
});
