import type { THealth, TPublicConfig } from '@campusflow/contracts';
import type { AppConfig } from '@/config.ts';
import type { Database } from '@/platform/db/database.ts';

const HEALTH_TIMEOUT_MS = 2000;

/** The health answer, or null when the database does not answer in time. */
export async function checkHealth(
  database: Database,
  config: AppConfig,
  buildId: string,
): Promise<THealth | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { status: 'ok', database: database.kind, version: config.version, build: buildId };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function publicConfig(config: AppConfig, buildId: string): TPublicConfig {
  const key = config.paystack.publicKey;
  return {
    appName: 'Campusflow',
    environment: config.environment,
    devFlag: config.devFlag,
    paymentPublicKey: key && key.length > 0 ? key : null,
    buildId,
    version: config.version,
  };
}
