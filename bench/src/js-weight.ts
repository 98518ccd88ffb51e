// Issue 20: the JavaScript the landing, login and student home pages load, gzipped, against the
// 170 KB budget; what `npm run bench:lighthouse` reports last, in seconds rather than minutes.
// `npm run bench:js` (builds first); the demo data on the embedded database.

import { startServer } from '@campusflow/e2e/support/server';
import { JS_BUDGET_BYTES, measureFirstPagesJs, printBundle } from './bundle-size.ts';

const server = await startServer({ LOG_LEVEL: 'error' }, 'bundle');
try {
  const report = await measureFirstPagesJs(server.url);
  printBundle(report);
  if (report.total > JS_BUDGET_BYTES) process.exitCode = 1;
} finally {
  await server.stop();
}
