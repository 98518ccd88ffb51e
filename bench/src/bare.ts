import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@campusflow/e2e/support/server';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * One of the raw ceilings' servers (`script`, beside this file) in a process of its own, once
 * `route` answers; `what` names it if it does not start.
 */
export async function startCeilingServer(
  script: string,
  route: string,
  what: string,
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}${route}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`The ${what} server did not start`);
}

/** The raw ceiling of every run: a bare Fastify route in a process of its own. */
export const startBare = () => startCeilingServer('bare-server.ts', '/bare', 'bare Fastify');
