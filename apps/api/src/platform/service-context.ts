import type { AppConfig } from '@/config.ts';
import type { Db } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './payments/gateway.ts';

/** What every service needs besides its input: database, configuration, mail, jobs and files. */
export type ServiceContext = {
  db: Db;
  /**
   * Where reports read (officers' homes, the broadsheet, exports): the streaming replica of
   * DATABASE_READ_URL, a moment behind the primary; `db` itself when none is configured. Never
   * for a write, nor for a read that must see this request's own writes (sessions, access).
   */
  readDb: Db;
  config: AppConfig;
  mailer: Mailer;
  /** Background jobs: enqueue in the transaction of the change, `wake()` after it commits. */
  jobs: JobRunner;
  storage: FileStorage;
  /** Signs download links. */
  appSecret: string;
  /** The card gateway; null when payments are not configured (production without keys). */
  gateway: PaymentGateway | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: ServiceContext;
  }
}

/**
 * The context a report's rows are read through: `db` is the read database (an export's
 * `open` reads only through `ctx.db`). Its writes belong to the caller's own context.
 */
export function readingContext(ctx: ServiceContext): ServiceContext {
  return ctx.readDb === ctx.db ? ctx : { ...ctx, db: ctx.readDb };
}
