import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_DIRECT_MAX_ROWS } from '@campusflow/contracts/exports';
import { z } from 'zod';
import type { AdmissionLimits } from './platform/http/admission-queue.ts';

/**
 * The repository root, so that default paths do not depend on the working directory. This file
 * (apps/api/src) and the production bundle (apps/api/dist/server.js) sit at the same depth.
 */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .string()
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** An empty value (`S3_BUCKET=`) counts as unset. */
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.preprocess(unsetWhenEmpty, z.string().url().optional()),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  PUBLIC_URL: z.string().url().optional(),
  TLS_CERT_FILE: z.preprocess(unsetWhenEmpty, z.string().optional()),
  TLS_KEY_FILE: z.preprocess(unsetWhenEmpty, z.string().optional()),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Campusflow <no-reply@campusflow.test>'),
  SETUP_TOKEN: z.string().min(16).optional(),
  PAYSTACK_PUBLIC_KEY: z.string().optional(),
  PAYSTACK_SECRET_KEY: z.string().optional(),
  PAYSTACK_BASE_URL: z.string().url().default('https://api.paystack.co'),
  CAMPUSFLOW_DEV: flag,
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  JOBS_WORKER: z.enum(['true', 'false', '1', '0']).optional(),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.05).max(300).default(2),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().min(1).max(100_000).default(5),
  SIGN_IN_ACCOUNT_FAILURES: z.coerce.number().int().min(1).max(100_000).default(20),
  SIGN_IN_ADDRESS_IDENTIFIERS: z.coerce.number().int().min(1).max(100_000).default(100),
  SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(1),
  PASSWORD_RESET_MAX_REQUESTS: z.coerce.number().int().min(1).max(100_000).default(5),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  FILES_QUOTA_MB: z.coerce.number().int().min(1).default(5120),
  EXPORT_DIRECT_MAX_ROWS: z.coerce.number().int().min(0).default(EXPORT_DIRECT_MAX_ROWS),
  S3_ENDPOINT: z.preprocess(unsetWhenEmpty, z.string().url().optional()),
  S3_BUCKET: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^[\w.-]+$/, 'a bucket name: letters, digits, dots, hyphens')
      .optional(),
  ),
  S3_REGION: z.preprocess(unsetWhenEmpty, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(unsetWhenEmpty, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(unsetWhenEmpty, z.string().optional()),
  TRUST_PROXY: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/,
        'a hop count (1, 2…) or a comma-separated list of proxy addresses or CIDR ranges',
      )
      .optional(),
  ),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  API_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(32),
  API_MAX_QUEUED: z.coerce.number().int().min(0).max(1_000_000).default(512),
  API_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  API_SCHOOL_SHARE: z.coerce.number().min(0.01).max(1).default(0.75),
  WAITING_ROOM_REGISTRATION_CAPACITY: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  WAITING_ROOM_HOSTEL_CAPACITY: z.coerce.number().int().min(1).max(1_000_000).default(500),
  WAITING_ROOM_TURN_MINUTES: z.coerce.number().int().min(1).max(240).default(15),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
});

export type AppConfig = {
  environment: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /**
   * A PostgreSQL streaming replica that reports (officers' homes, the broadsheet, exports) read
   * from; unset: they read from DATABASE_URL like everything else.
   */
  databaseReadUrl: string | undefined;
  dataDir: string;
  webDistDir: string;
  publicUrl: string;
  /**
   * The certificate and key the server answers HTTPS with, HTTP/2 first (TLS_CERT_FILE and
   * TLS_KEY_FILE); null: plain HTTP/1.1, for a proxy in front or a LAN address.
   */
  tls: { cert: Buffer; key: Buffer } | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  setupToken: string | undefined;
  paystack: { publicKey: string | undefined; secretKey: string | undefined; baseUrl: string };
  /** Spec section 9: a payment operation gives up after this long (30000 ms). */
  paymentTimeoutMs: number;
  /** How often pending payments are re-verified; 0 turns the background reconciler off. */
  reconcileIntervalSeconds: number;
  /** The job runner: whether this process works jobs, and how often it looks for them. */
  jobs: { worker: boolean; pollMs: number };
  devFlag: boolean;
  /** Seed demo data into an empty database; never in production. */
  seedDemo: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  /** Connections each API process keeps to PostgreSQL. */
  dbPoolSize: number;
  /** Students let into each page at once per school, and how long a turn lasts at most. */
  waitingRoom: { capacity: Record<'registration' | 'hostel', number>; turnMinutes: number };
  /**
   * API processes serving one port (node:cluster): past 1, a primary prepares the database and
   * forks that many workers. PostgreSQL only: PGlite belongs to one process.
   */
  webConcurrency: number;
  /** Admission control in front of the pool (platform/http/admission-queue.ts). */
  admission: AdmissionLimits;
  version: string;
  /** Signs file download links; from APP_SECRET, required in production. */
  appSecret: string | undefined;
  session: { idleMinutes: number; maxHours: number };
  /** Stored bytes allowed per school. */
  filesQuotaBytes: number;
  /** Exports of more rows than this run as a job that stores the file (docs: "Exports"). */
  exports: { directMaxRows: number };
  /** An S3-compatible bucket for file bytes; unset: local disk under `<dataDir>/files`. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  /** Sign-in limits (decision 005): allowances per account and address, account, address. */
  signInThrottle: {
    pairFailures: number;
    accountFailures: number;
    addressIdentifiers: number;
    /** The first wait past an allowance; each further failure doubles it, up to the window. */
    firstDelaySeconds: number;
    windowMinutes: number;
  };
  /** Password-reset mails one address may be sent in the sign-in window. */
  passwordResetMaxRequests: number;
  /**
   * Whose `X-Forwarded-For` to believe for the client's address: false (the default) believes
   * nobody; a number believes that many proxy hops; a list believes those proxy addresses.
   */
  trustProxy: false | number | string[];
  /**
   * /dev/mailbox and other developer aids: only with the development flag, never in production
   * (and each request is checked for a local host, see `servesLocalServices`).
   */
  devTools: boolean;
};

function packageVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
}

/** Reads the environment once at boot; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET) {
    throw new Error(
      'Invalid configuration:\n  APP_SECRET: required in production (32+ characters)',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new Error(
      `Invalid configuration:\n  WEB_CONCURRENCY: ${e.WEB_CONCURRENCY} processes need DATABASE_URL (PostgreSQL); the embedded PGlite database under DATA_DIR belongs to one process. Set DATABASE_URL, or leave WEB_CONCURRENCY unset (1).`,
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL (its PostgreSQL primary); the embedded PGlite database has no replica. Set DATABASE_URL too, or leave DATABASE_READ_URL unset.',
    );
  }
  const s3 = s3Settings(e);
  const tls = tlsSettings(e);
  const seedRequested =
    e.SEED_DEMO === undefined ? true : e.SEED_DEMO === 'true' || e.SEED_DEMO === '1';
  return {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: path.resolve(e.DATA_DIR),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    publicUrl: e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`,
    tls,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    setupToken: e.SETUP_TOKEN,
    paystack: {
      publicKey: e.PAYSTACK_PUBLIC_KEY,
      secretKey: e.PAYSTACK_SECRET_KEY,
      baseUrl: e.PAYSTACK_BASE_URL,
    },
    paymentTimeoutMs: e.PAYMENT_TIMEOUT_MS,
    reconcileIntervalSeconds: e.RECONCILE_INTERVAL_SECONDS,
    jobs: {
      worker: e.JOBS_WORKER === undefined || e.JOBS_WORKER === 'true' || e.JOBS_WORKER === '1',
      pollMs: Math.round(e.JOBS_POLL_SECONDS * 1000),
    },
    devFlag: e.CAMPUSFLOW_DEV,
    seedDemo: seedRequested && !production,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    dbPoolSize: e.DB_POOL_SIZE,
    waitingRoom: {
      capacity: {
        registration: e.WAITING_ROOM_REGISTRATION_CAPACITY,
        hostel: e.WAITING_ROOM_HOSTEL_CAPACITY,
      },
      turnMinutes: e.WAITING_ROOM_TURN_MINUTES,
    },
    webConcurrency: e.WEB_CONCURRENCY,
    admission: {
      maxInFlight: e.API_MAX_IN_FLIGHT,
      maxQueued: e.API_MAX_QUEUED,
      queueWaitMs: e.API_QUEUE_WAIT_MS,
      schoolShare: e.API_SCHOOL_SHARE,
    },
    version: packageVersion(),
    appSecret: e.APP_SECRET,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    filesQuotaBytes: e.FILES_QUOTA_MB * 1024 * 1024,
    exports: { directMaxRows: e.EXPORT_DIRECT_MAX_ROWS },
    s3,
    signInThrottle: {
      pairFailures: e.SIGN_IN_MAX_FAILURES,
      accountFailures: e.SIGN_IN_ACCOUNT_FAILURES,
      addressIdentifiers: e.SIGN_IN_ADDRESS_IDENTIFIERS,
      firstDelaySeconds: e.SIGN_IN_FIRST_DELAY_SECONDS,
      windowMinutes: e.SIGN_IN_WINDOW_MINUTES,
    },
    passwordResetMaxRequests: e.PASSWORD_RESET_MAX_REQUESTS,
    devTools: e.CAMPUSFLOW_DEV && !production,
    trustProxy: trustedProxies(e.TRUST_PROXY),
  };
}

/** TRUST_PROXY: unset, a hop count, or proxy addresses (`10.0.0.1, 10.1.0.0/16`). */
function trustedProxies(value: string | undefined): AppConfig['trustProxy'] {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
  return value.split(',').map((part) => part.trim());
}

/** The certificate and its key, read at start: both or neither. */
function tlsSettings(e: z.infer<typeof ZEnv>): AppConfig['tls'] {
  if (!e.TLS_CERT_FILE && !e.TLS_KEY_FILE) return null;
  if (!e.TLS_CERT_FILE || !e.TLS_KEY_FILE) {
    const missing = e.TLS_CERT_FILE ? 'TLS_KEY_FILE' : 'TLS_CERT_FILE';
    throw new Error(
      `Invalid configuration:\n  ${missing}: required with the other TLS_ setting\n  Set TLS_CERT_FILE and TLS_KEY_FILE together (PEM files), or neither to serve plain HTTP.`,
    );
  }
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(
        `Invalid configuration:\n  ${name}: cannot read ${file} (${(error as Error).message})`,
      );
    }
  };
  return {
    cert: read('TLS_CERT_FILE', e.TLS_CERT_FILE),
    key: read('TLS_KEY_FILE', e.TLS_KEY_FILE),
  };
}

/** All four S3 settings, or none: half a configuration would fail at the first upload. */
function s3Settings(e: z.infer<typeof ZEnv>): AppConfig['s3'] {
  const endpoint = e.S3_ENDPOINT;
  const bucket = e.S3_BUCKET;
  const accessKeyId = e.S3_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    return { endpoint, bucket, region: e.S3_REGION, accessKeyId, secretAccessKey };
  }
  const settings = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  };
  const missing = Object.entries(settings)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 4) return undefined;
  throw new Error(
    `Invalid configuration:\n${missing.map((name) => `  ${name}: required with the other S3_ settings`).join('\n')}\n  Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none of them to keep files on local disk.`,
  );
}
