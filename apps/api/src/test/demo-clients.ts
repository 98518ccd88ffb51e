import type { TRoleKey } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '@/seed/demo-people.ts';
import { cookieOf, signIn } from './fixtures.ts';
import type { Client } from './use-test-app.ts';

/**
 * The demo account of `role` (`hos@demo.campusflow.test`…, or another demo account's `email`),
 * signed in and acting in it.
 */
export async function demoClient(
  app: FastifyInstance,
  role: TRoleKey,
  email = `${role}@demo.campusflow.test`,
): Promise<Client> {
  const login = await signIn(app, email, DEMO_PASSWORD);
  const cookie = cookieOf(login);
  const origin = new URL(app.config.publicUrl).origin;
  return (options) => {
    const base = typeof options === 'string' ? { url: options } : options;
    return app.inject({ ...base, headers: { origin, cookie, 'x-role': role } });
  };
}

/** A GET that must answer 200, as JSON. */
export async function getJson<T>(client: Client, url: string): Promise<T> {
  const res = await client(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}
