import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '@/platform/errors/app-error.ts';
import { type AdmissionLimits, AdmissionQueue, type Refusal } from './admission-queue.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Gives back the request's turn (admission control); idempotent. */
    releaseAdmission?: () => void;
  }
}

/** Paths that must answer under any load: the health check and the web app's settings. */
const unqueued = ['/api/health', '/api/config'];

/** The queue a request waits in: its school's, the platform's, or the signed-out public's. */
function admissionKey(request: FastifyRequest): string {
  const actor = request.actor;
  if (!actor) return 'public';
  return actor.schoolId ?? 'platform';
}

/**
 * Admission control in front of the database pool (issue 19): each API request takes a turn
 * after its actor is known (so the turn is its school's), and gives it back when the answer is
 * sent or the client goes away. Past capacity a request waits; past the queue it is refused
 * with 429 and `Retry-After`, at once. Register after the access control.
 */
export function installAdmissionControl(app: FastifyInstance, limits: AdmissionLimits) {
  const queue = new AdmissionQueue(limits);
  app.decorate('admission', queue);
  // A client that left before its turn was taken has had its abort hook run already, and an
  // answer to a closed connection never finishes: its turn goes to the next at once.
  const keep = (request: FastifyRequest, release: () => void) => {
    if (request.raw.socket?.destroyed) {
      release();
      throw new AppError('server_busy', { retryAfterSeconds: 1 });
    }
    request.releaseAdmission = release;
  };
  const waitForTurn = async (request: FastifyRequest) => {
    let release: () => void;
    try {
      release = await queue.acquire(admissionKey(request));
    } catch (error) {
      const refusal = error as Refusal;
      throw new AppError('server_busy', { retryAfterSeconds: refusal.retryAfterSeconds });
    }
    keep(request, release);
  };
  // Callback hooks, and a turn taken at once when one is free (nearly always): no promise on
  // the way of a request that does not wait.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || unqueued.some((path) => request.url.startsWith(path))) {
      return done();
    }
    const release = queue.tryAcquire(admissionKey(request));
    if (!release) return void waitForTurn(request).then(() => done(), done);
    keep(request, release);
    done();
  });
  const release = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    request.releaseAdmission?.();
    done();
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', (request, done) => {
    request.releaseAdmission?.();
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's admission queue, for its figures (`stats`). */
    admission: AdmissionQueue;
  }
}
