import type { FastifyInstance } from 'fastify';

/**
 * SIGTERM/SIGINT close the app gracefully: no new connections, in-flight requests finish, the job
 * runner stops taking jobs, the pool closes; then the process exits (1 when that failed or took
 * longer than 10 s). A cluster worker gets SIGTERM from its primary.
 */
export function closeOnSignals(app: FastifyInstance) {
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
