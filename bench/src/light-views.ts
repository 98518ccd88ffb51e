import autocannon from 'autocannon';

/**
 * A page's reads, one after the other on each of `connections` kept-alive connections, each
 * connection signed in as one of `cookies`, driven by autocannon: a load generator far lighter
 * than `fetch` in a closed loop, as wrk was for the peer figures. Views/s is requests/s
 * over the number of reads a view makes.
 */
export type LightViews = {
  perSecond: number;
  errors: number;
  /** Per read, in ms (autocannon's percentiles). */
  latency: { p50: number; p97_5: number; p99: number };
};

export async function lightViews(o: {
  url: string;
  paths: string[];
  cookies: string[];
  connections: number;
  seconds: number;
}): Promise<LightViews> {
  let next = 0;
  const signedIn = (request: autocannon.Request, context: object) => {
    const ctx = context as { cookie?: string };
    ctx.cookie ??= o.cookies[next++ % o.cookies.length] ?? '';
    return { ...request, headers: { ...request.headers, cookie: ctx.cookie } };
  };
  const result = await autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    requests: o.paths.map((path) => ({ method: 'GET' as const, path, setupRequest: signedIn })),
  });
  const { p50, p97_5, p99 } = result.latency;
  return {
    perSecond: result.requests.average / o.paths.length,
    errors: result.errors + result.non2xx,
    latency: { p50, p97_5, p99 },
  };
}

/**
 * Sign-ins under autocannon, a different student each (`emails`, all with the demo password),
 * `connections` at a time: the closed loop's `fetch` costs the machine about a millisecond of
 * each sign-in, which the argon2id ceiling beside it does not pay.
 */
export async function lightSignIns(o: {
  url: string;
  emails: string[];
  connections: number;
  seconds: number;
}): Promise<{ perSecond: number; errors: number }> {
  let next = 0;
  const result = await autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            identifier: o.emails[next++ % o.emails.length],
            password: 'Demo-pass-2025',
          }),
        }),
      },
    ],
  });
  return { perSecond: result.requests.average, errors: result.errors + result.non2xx };
}
