// Issue 20: Lighthouse's mobile profile (a mid-range phone, simulated slow 4G) on the landing,
// login and student home pages, with Debian's Chromium: performance and accessibility are each
// to be at least 90. Then the JavaScript those three pages load, against the 170 KB gzip budget.
// `npm run bench:lighthouse` (builds first); the demo data on the embedded database.

import { startServer } from '@campusflow/e2e/support/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { JS_BUDGET_BYTES, measurePageJs, printBundle } from './bundle-size.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOAL = 90;
const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/dashboard/student', signedIn: true },
];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

async function signIn(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: serverUrl },
    body: JSON.stringify({
      identifier: 'student@demo.campusflow.test',
      password: 'Demo-pass-2025',
    }),
  });
  if (!response.ok) throw new Error(`Demo student sign-in failed: ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

type PageScore = { path: string; performance: number; accessibility: number; metrics: string[] };

/** One Lighthouse run; the lhr, or the code of the error Lighthouse itself reported. */
async function runOnce(url: string, port: number, cookie: string | null) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/**
 * Lighthouse's own trace recording sometimes fails on a fresh Chromium (NO_NAVSTART: no score,
 * not a fact about the page); such a run is made again, up to three times in all.
 */
async function audit(url: string, port: number, cookie: string | null): Promise<PageScore> {
  let lhr = await runOnce(url, port, cookie);
  for (let attempt = 2; lhr.runtimeError && attempt <= 3; attempt++) {
    console.log(`  ${url}: Lighthouse failed (${lhr.runtimeError.code}); attempt ${attempt}`);
    lhr = await runOnce(url, port, cookie);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code}`);
  const { categories, audits } = lhr;
  return {
    path: new URL(url).pathname,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    metrics: METRICS.map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`),
  };
}

const server = await startServer({ LOG_LEVEL: 'error' }, 'bundle');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const cookie = await signIn(server.url);
  const scores: PageScore[] = [];
  for (const page of PAGES) {
    scores.push(await audit(server.url + page.path, chrome.port, page.signedIn ? cookie : null));
  }
  console.log('\nLighthouse, mobile profile (simulated slow 4G, 4x CPU slowdown)');
  for (const s of scores) {
    const met = s.performance >= GOAL && s.accessibility >= GOAL ? 'met' : 'NOT MET';
    console.log(
      `  ${s.path.padEnd(20)} performance ${s.performance}  accessibility ${s.accessibility}  (${met})`,
    );
    console.log(`    ${s.metrics.join(', ')}`);
  }
  const publicJs = await measurePageJs(server.url, ['/', '/login']);
  const homeJs = await measurePageJs(server.url, ['/dashboard/student'], cookie);
  const files = new Map([...publicJs.files, ...homeJs.files].map((f) => [f.file, f]));
  const all = [...files.values()].sort((a, b) => a.file.localeCompare(b.file));
  const report = {
    pages: PAGES.map((p) => p.path),
    files: all,
    total: all.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
  printBundle(report);
  const failed =
    report.total > JS_BUDGET_BYTES ||
    scores.some((s) => s.performance < GOAL || s.accessibility < GOAL);
  if (failed) process.exitCode = 1;
} finally {
  chrome.kill();
  await server.stop();
}
