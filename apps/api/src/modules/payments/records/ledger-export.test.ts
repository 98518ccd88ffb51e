import type { TExportState, TLedger } from '@campusflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/modules/identity/identity.tables.ts';
import { pruneExportFiles } from '@/platform/export/prune-exports.ts';
import { jobs } from '@/platform/jobs/jobs.tables.ts';
import { bulkPayments } from '@/test/bulk-payments.ts';
import { csvRows, exportWhenFinished, xlsxRows } from '@/test/export-files.ts';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// Past 40 rows an export runs as a job here (50,000 in production), and this app works jobs.
const t = useTestApp({ EXPORT_DIRECT_MAX_ROWS: '40', JOBS_WORKER: '1' });

async function ledgerSchool(count: number) {
  const s = await paymentSchool(t.database.db);
  const prefix = await bulkPayments(t.database.db, s, count);
  const asAccountant = await clientFor(t.app, s.accountant.email ?? '', 'accountant');
  return { s, prefix, asAccountant };
}

/** Every reference the list shows for `filters`, in its order, page by page. */
async function listedReferences(
  client: ReturnType<typeof clientFor> extends Promise<infer C> ? C : never,
  filters: string,
) {
  const first = (await client(`/api/v1/payments?${filters}&limit=100`)).json<TLedger>();
  const refs = first.items.map((p) => p.reference);
  for (let page = 2; refs.length < first.total; page++) {
    const next = (
      await client(`/api/v1/payments?${filters}&limit=100&page=${page}`)
    ).json<TLedger>();
    refs.push(...next.items.map((p) => p.reference));
  }
  return { total: first.total, refs };
}

describe('the ledger export', () => {
  it('holds exactly the rows the list shows with the same filters, in CSV and XLSX', async () => {
    const { asAccountant } = await ledgerSchool(36);
    const filters = 'paymentType=tuition&status=completed';
    const listed = await listedReferences(asAccountant, filters);
    expect(listed.total).toBe(12);

    const csv = csvRows(await asAccountant(`/api/v1/payments/export.csv?${filters}`));
    expect(csv[0]?.slice(0, 3)).toEqual(['Reference', 'Date', 'Student']);
    expect(csv.slice(1).map((r) => r[0])).toEqual(listed.refs);

    const res = await asAccountant(`/api/v1/payments/export.xlsx?${filters}`);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments.xlsx"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const sheet = await xlsxRows(res);
    expect(sheet[0]).toEqual(csv[0]);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(listed.refs);
    // Naira as numbers a spreadsheet sums: "1000.02" in CSV, 1000.02 in XLSX.
    const amount = csv[0]?.indexOf('Amount (NGN)') ?? -1;
    expect(csv[1]?.[amount]).toMatch(/^\d+\.\d{2}$/);
    expect(sheet[1]?.[amount]).toBe(Number(csv[1]?.[amount]));
  });

  it('neutralises a formula-looking name in both formats', async () => {
    const { s, asAccountant } = await ledgerSchool(2);
    await t.database.db
      .update(users)
      .set({ name: '=HYPERLINK("http://evil.test","pay")' })
      .where(eq(users.id, s.student.id));
    const csv = csvRows(await asAccountant('/api/v1/payments/export.csv'));
    const sheet = await xlsxRows(await asAccountant('/api/v1/payments/export.xlsx'));
    const student = csv[0]?.indexOf('Student') ?? -1;
    expect(csv[1]?.[student]).toBe(`'=HYPERLINK("http://evil.test","pay")`);
    expect(sheet[1]?.[student]).toBe(`'=HYPERLINK("http://evil.test","pay")`);
  });

  it('runs past the direct limit as a job whose link only the asker can use', async () => {
    const { s, prefix, asAccountant } = await ledgerSchool(90);
    const filters = 'paymentType=tuition';
    const listed = await listedReferences(asAccountant, filters);
    expect(listed.total).toBe(60);

    const started = await asAccountant(`/api/v1/payments/export.csv?${filters}`);
    expect(started.statusCode).toBe(202);
    const queued = started.json<TExportState>();
    expect(queued).toMatchObject({ format: 'csv', filename: 'payments.csv', rows: 60 });
    expect(queued.download).toBeNull();

    const done = await exportWhenFinished(asAccountant, queued.id);
    expect(done).toMatchObject({ state: 'done', rows: 60 });
    const link = done.download?.url ?? '';
    expect(link).toMatch(/^\/api\/v1\/exports\/[\w-]+\/file\?expires=\d+&signature=/);
    const rows = csvRows(await asAccountant(link));
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.refs);
    expect(listed.refs.every((ref) => ref.startsWith(prefix))).toBe(true);

    // XLSX through the job too.
    const xlsxJob = (
      await asAccountant(`/api/v1/payments/export.xlsx?${filters}`)
    ).json<TExportState>();
    const xlsxDone = await exportWhenFinished(asAccountant, xlsxJob.id);
    const sheet = await xlsxRows(await asAccountant(xlsxDone.download?.url ?? ''));
    expect(sheet.slice(1).map((r) => r[0])).toEqual(listed.refs);

    // A colleague of the same school and an accountant of another school: not theirs.
    const colleague = await createUser(t.database.db, {
      schoolId: s.schoolId,
      roles: ['accountant'],
    });
    const asColleague = await clientFor(t.app, colleague.email ?? '', 'accountant');
    const other = await paymentSchool(t.database.db);
    const asOther = await clientFor(t.app, other.accountant.email ?? '', 'accountant');
    for (const client of [asColleague, asOther]) {
      expect((await client(`/api/v1/exports/${queued.id}`)).statusCode).toBe(404);
      const file = await client(link);
      expect(file.statusCode).toBe(403);
      expect(file.body).not.toContain(prefix);
    }
    // Without a session the link is nothing; a forged signature neither.
    expect((await t.app.inject(link)).statusCode).toBe(401);
    const forged = link.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await asAccountant(forged)).statusCode).toBe(403);

    // A day later the file is deleted: the export says so and its link gives nothing.
    await t.database.db
      .update(jobs)
      .set({ finishedAt: sql`now() - interval '2 days'` })
      .where(eq(jobs.id, queued.id));
    expect(await pruneExportFiles(t.app.services)).toBeGreaterThanOrEqual(1);
    const expired = (await asAccountant(`/api/v1/exports/${queued.id}`)).json<TExportState>();
    expect(expired).toMatchObject({ state: 'expired', download: null });
    expect((await asAccountant(link)).statusCode).toBe(409);
  });

  it('is refused to roles without the ledger permission', async () => {
    const { s } = await ledgerSchool(1);
    const teacher = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['teacher'] });
    const asTeacher = await clientFor(t.app, teacher.email ?? '', 'teacher');
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    for (const client of [asTeacher, asStudent]) {
      for (const format of ['csv', 'xlsx']) {
        expect((await client(`/api/v1/payments/export.${format}`)).statusCode).toBe(403);
      }
    }
  });
});
