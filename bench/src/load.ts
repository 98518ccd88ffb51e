import autocannon from 'autocannon';

export type LoadResult = { name: string; requestsPerSecond: number; p99Ms: number; errors: number };

/** Runs one autocannon scenario and reduces it to the numbers we track. */
export async function measure(
  name: string,
  url: string,
  options: {
    seconds?: number;
    connections?: number;
    method?: 'GET' | 'POST';
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 20,
    duration: options.seconds ?? 8,
    method: options.method ?? 'GET',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printLoad(results: LoadResult[]) {
  console.log('\nThroughput');
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(34)} ${String(r.requestsPerSecond).padStart(7)} req/s   p99 ${String(r.p99Ms).padStart(4)} ms   errors ${r.errors}`,
    );
  }
}
