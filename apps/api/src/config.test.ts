import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.environment).toBe('development');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.devFlag).toBe(false);
    expect(config.paystack.baseUrl).toBe('https://api.paystack.co');
  });

  it('reads the development flag as spec section 7 says: true or 1', () => {
    expect(loadConfig({ CAMPUSFLOW_DEV: 'true' }).devFlag).toBe(true);
    expect(loadConfig({ CAMPUSFLOW_DEV: '1' }).devFlag).toBe(true);
    expect(loadConfig({ CAMPUSFLOW_DEV: 'yes' }).devFlag).toBe(false);
  });

  const secret = 'x'.repeat(32);

  it('never seeds demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).seedDemo).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, SEED_DEMO: 'true' }).seedDemo,
    ).toBe(false);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('needs APP_SECRET in production, and no developer tools there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: secret, CAMPUSFLOW_DEV: '1' }).devTools,
    ).toBe(false);
  });

  it('has developer tools only with the development flag', () => {
    expect(loadConfig({}).devTools).toBe(false);
    expect(loadConfig({ CAMPUSFLOW_DEV: '0' }).devTools).toBe(false);
    expect(loadConfig({ CAMPUSFLOW_DEV: 'true' }).devTools).toBe(true);
  });

  it('trusts forwarded addresses only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: secret }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('fails fast with a message that names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('runs several processes (WEB_CONCURRENCY) on PostgreSQL only, one by default', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    const url = 'postgres://postgres@127.0.0.1:5432/campusflow';
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '2' }).webConcurrency).toBe(2);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: 2 processes need DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '0' })).toThrow(
      /WEB_CONCURRENCY/,
    );
  });

  it('reads reports from a replica (DATABASE_READ_URL) only beside DATABASE_URL', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/campusflow';
    const replica = 'postgres://postgres@127.0.0.1:5433/campusflow';
    expect(loadConfig({ DATABASE_URL: url }).databaseReadUrl).toBeUndefined();
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: '' }).databaseReadUrl,
    ).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(
      replica,
    );
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow(
      /DATABASE_READ_URL: a read replica needs DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_READ_URL: 'not a url' })).toThrow(
      /DATABASE_READ_URL/,
    );
  });
});
