import { type LoadResult, measure, printLoad } from './load.ts';

const ratio = (a: LoadResult, b: LoadResult) =>
  (a.requestsPerSecond / b.requestsPerSecond).toFixed(3);

/**
 * Sign-in and the authenticated read beside the raw ceiling of the same run: a bare Fastify
 * route. Sign-in costs an argon2id verification (OWASP parameters) per request, by design, and
 * the throttle's locked step (docs/decisions/005-sign-in-throttle.md). Returns the session
 * cookie of the account it creates, an app admin.
 */
export async function benchSignIn(serverUrl: string, bareUrl: string): Promise<{ cookie: string }> {
  const health = await measure('GET /api/health', `${serverUrl}/api/health`);
  // No database work: what our plugins and hooks cost on top of Fastify.
  const config = await measure('GET /api/config', `${serverUrl}/api/config`);
  const baseline = await measure('bare Fastify route', bareUrl);
  const account = {
    name: 'Bench Operator',
    email: 'bench@campusflow.test',
    password: 'Bench-pass-2025',
  };
  const created = await fetch(`${serverUrl}/api/v1/auth/register-appadmin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!created.ok) throw new Error(`could not create the bench account: ${await created.text()}`);
  const cookie = (created.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const signIn = await measure('POST /api/v1/auth/login', `${serverUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: { identifier: account.email, password: account.password },
    // Four at a time: a fifth and sixth attempt of one account in flight from one address would
    // find its allowance used (docs/decisions/005-sign-in-throttle.md).
    connections: 4,
  });
  const me = await measure('GET /api/v1/auth/me', `${serverUrl}/api/v1/auth/me`, {
    headers: { cookie },
  });
  printLoad([health, config, baseline, signIn, me]);
  console.log(
    `  ratios to the bare route, same run: /api/health ${ratio(health, baseline)}, ` +
      `sign-in ${ratio(signIn, baseline)}, /auth/me ${ratio(me, baseline)}`,
  );
  return { cookie };
}
