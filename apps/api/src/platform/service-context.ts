import type { AppConfig } from '../config.ts';
import type { Db } from './db/database.ts';
import type { FileStorage } from './files/storage.ts';
import type { Mailer } from './mail/mailer.ts';

/** What every service needs besides its input: database, configuration, mail and files. */
export type ServiceContext = {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  storage: FileStorage;
  /** Signs download links. */
  appSecret: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: ServiceContext;
  }
}
