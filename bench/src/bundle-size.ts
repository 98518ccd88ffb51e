import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '@campusflow/e2e/support/browser';
import { webDist } from '@campusflow/e2e/support/server';
import { signInDemoStudent } from './demo-student.ts';

export const JS_BUDGET_BYTES = 170 * 1024;

export type BundleReport = {
  pages: string[];
  files: { file: string; gzipBytes: number }[];
  total: number;
};

/**
 * The gzip size of every JavaScript file a real browser loads for the given pages; with a
 * session cookie, as that signed-in user (a student's home).
 */
export async function measurePageJs(
  baseUrl: string,
  pages: string[],
  cookie?: string,
): Promise<BundleReport> {
  const browser = await launchBrowser();
  const files = new Set<string>();
  try {
    for (const pagePath of pages) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
      });
      const page = await context.newPage();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) files.add(url.pathname);
      });
      await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sized = [...files].sort().map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
  }));
  return { pages, files: sized, total: sized.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

/** The budget's pages: the landing and login pages, then the demo student's home, as one set. */
export async function measureFirstPagesJs(serverUrl: string): Promise<BundleReport> {
  const cookie = await signInDemoStudent(serverUrl);
  const publicJs = await measurePageJs(serverUrl, ['/', '/login']);
  const homeJs = await measurePageJs(serverUrl, ['/dashboard/student'], cookie);
  const files = new Map([...publicJs.files, ...homeJs.files].map((f) => [f.file, f]));
  const all = [...files.values()].sort((a, b) => a.file.localeCompare(b.file));
  return {
    pages: ['/', '/login', '/dashboard/student'],
    files: all,
    total: all.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

export function printBundle(report: BundleReport) {
  console.log(`\nJavaScript loaded by ${report.pages.join(' and ')} (gzip)`);
  for (const f of report.files) {
    console.log(`  ${f.file.padEnd(48)} ${(f.gzipBytes / 1024).toFixed(1).padStart(7)} KB`);
  }
  const verdict = report.total <= JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `  ${'total'.padEnd(48)} ${(report.total / 1024).toFixed(1).padStart(7)} KB (${verdict} the ${JS_BUDGET_BYTES / 1024} KB budget)`,
  );
}
