import type { AppConfig } from '@/config.ts';
import type { Db } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { JobRunner } from './jobs/job-runner.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentGateway } from './payments/gateway.ts';

/** What every service needs besides its input: database, configuration, mail, jobs and files. */
export type ServiceContext = {
  db: Db;
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
