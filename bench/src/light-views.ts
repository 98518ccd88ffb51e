import autocannon from 'autocannon';

/**
 * A page's reads, one after the other on each of `connections` kept-alive connections, each
 * connection reading as every student of `cookies` in turn, driven by autocannon: a load generator far lighter
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
  // Every student's reads in turn on each connection, as requests autocannon builds once: a
  // `setupRequest` that adds the cookie would be run for every request, and cost the machine
  // three times what a static request does (0.03 ms against 0.01 ms a read, session 35), which
  // the point read beside it does not pay.
  const requests = o.cookies.flatMap((cookie) =>
    o.paths.map((path) => ({ method: 'GET' as const, path, headers: { cookie } })),
  );
  const result = await autocannon({
    url: o.url,
    connections: o.connections,
    duration: o.seconds,
    requests,
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
