import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installAdmissionControl } from './admission-control.ts';

// A request whose client hangs up before its turn is taken must not keep the turn: Fastify has
// already run its abort hook by then, and a response to a closed connection never finishes.
// A hook before admission control stands for the session read, slow enough for the client to
// leave during it.
async function appWithSlowSessionRead(closedDuringRead: Promise<void>[]) {
  const app = Fastify();
  app.addHook('preValidation', async (request) => {
    const closed = new Promise<void>((resolve) => request.raw.socket.once('close', resolve));
    closedDuringRead.push(closed);
    await closed;
  });
  installAdmissionControl(app, {
    maxInFlight: 4,
    maxQueued: 8,
    queueWaitMs: 1000,
    schoolShare: 1,
  });
  app.get('/api/v1/slow', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0 };
}

describe('admission control', () => {
  it('keeps no turn for a client that left before its turn was taken', async () => {
    const closed: Promise<void>[] = [];
    const { app, port } = await appWithSlowSessionRead(closed);
    try {
      const leave = () =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.write('GET /api/v1/slow HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n');
          });
          socket.on('error', reject);
          // Hang up once the server is in the session read.
          const waitForRead = setInterval(() => {
            if (closed.length > 0) {
              clearInterval(waitForRead);
              socket.destroy();
              resolve();
            }
          }, 1);
        });
      for (let i = 0; i < 6; i++) {
        closed.length = 0;
        await leave();
        await Promise.all(closed);
        await sleep(20);
      }
      expect(app.admission.stats).toEqual({ inFlight: 0, waiting: 0 });
    } finally {
      await app.close();
    }
  });
});
