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
