import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');
/** The production bundle of the API (`npm run build`), what `npm start` runs. */
export const apiBundle = path.join(repoRoot, 'apps/api/dist/server.js');

/**
 * What to start: the bundle, as `npm start` does (the browser tests, after `npm run build`), or
 * the TypeScript sources through tsx (the bench scenarios, which do not build the API first).
 */
export type ServerEntry = 'bundle' | 'source';
const entryArguments: Record<ServerEntry, string[]> = {
  bundle: ['--enable-source-maps', apiBundle],
  source: ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/server.ts')],
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
};

/** Whether the server answers its health check; over HTTPS, trusting its certificate `ca`. */
async function healthy(url: string, ca: Buffer | null): Promise<boolean> {
  if (!ca) return (await fetch(url)).ok;
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', reject);
  });
}

/** Starts the real server on a free port with a fresh data folder. */
export async function startServer(
  env: Record<string, string> = {},
  entry: ServerEntry = 'source',
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campusflow-e2e-'));
  const child = spawn(process.execPath, entryArguments[entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAMPUSFLOW_DEV: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  // With TLS_CERT_FILE the server answers HTTPS (HTTP/2 first) with that certificate.
  const ca = env.TLS_CERT_FILE ? readFileSync(env.TLS_CERT_FILE) : null;
  const url = `${ca ? 'https' : 'http'}://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log}`);
    try {
      if (await healthy(`${url}/api/health`, ca)) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    output: () => log,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
