import { beforeAll, describe, expect, it } from 'vitest';
import { expectDataUnchanged } from '@/test/data-fingerprint.ts';
import { createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { payInFull } from '@/test/sandbox-pay.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

// What people must not do with payments beyond the permission matrix
// (platform/access/permission-matrix.test.ts): reach another student's or another school's
// money. Also here elsewhere: ledger.test.ts (another school's accountant reviewing a
// transfer, a student of another school opening a receipt), confirmation.test.ts (verifying
// another student's reference), checkout.test.ts (another school's fee),
// school-banks.test.ts and fees.test.ts (another school's bursar and head).

const t = useTestApp();
const api = '/api/v1/payments';
type School = Awaited<ReturnType<typeof paymentSchool>>;
let a: School;
let b: School;
let paidA: { id: string; reference: string };
let paidB: { id: string; reference: string };
const as = {} as Record<'studentA' | 'classmate' | 'accountantA', Client>;

beforeAll(async () => {
  const db = t.database.db;
  a = await paymentSchool(db);
  b = await paymentSchool(db);
  as.studentA = await t.clientOf(a.student.email ?? '', 'student');
  const classmate = await createUser(db, { schoolId: a.schoolId, roles: ['student'] });
  as.classmate = await t.clientOf(classmate.email ?? '', 'student');
  as.accountantA = await t.clientOf(a.accountant.email ?? '', 'accountant');
  paidA = await payInFull(as.studentA, a.tuition.id);
  paidB = await payInFull(await t.clientOf(b.student.email ?? '', 'student'), b.tuition.id);
});

const unchanged = (schoolId: string, requests: () => Promise<void>) =>
  expectDataUnchanged(t.database, { schoolIds: [schoolId], actorIds: [] }, requests);

describe('a student', () => {
  it('opens no receipt and sees no payment of a classmate', async () => {
    expect((await as.studentA(`${api}/${paidA.id}/receipt.pdf`)).statusCode).toBe(200);
    const receipt = await as.classmate(`${api}/${paidA.id}/receipt.pdf`);
    expect(receipt.statusCode).toBe(404);
    expect(receipt.json().code).toBe('payment_not_found');
    expect((await as.classmate(`${api}/mine`)).json().items).toEqual([]);
    const verify = await as.classmate({
      method: 'POST',
      url: `${api}/verify`,
      payload: { reference: paidA.reference },
    });
    expect(verify.statusCode).toBe(404);
  });

  it('cannot settle a classmate’s checkout in the sandbox', async () => {
    // A school of its own, so the ledgers the other cases count are untouched.
    const c = await paymentSchool(t.database.db);
    const owner = await t.clientOf(c.student.email ?? '', 'student');
    const other = await createUser(t.database.db, { schoolId: c.schoolId, roles: ['student'] });
    const classmate = await t.clientOf(other.email ?? '', 'student');
    const checkout = await owner({
      method: 'POST',
      url: `${api}/checkout`,
      payload: { feeId: c.tuition.id },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const started = checkout.json();
    const forged = await classmate({
      method: 'POST',
      url: `${api}/sandbox/charge`,
      payload: {
        reference: started.reference,
        amount: started.checkout.amount,
        currency: 'NGN',
        outcome: 'failed',
      },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().code).toBe('payment_not_found');
    // The owner's own approval still counts: nothing was recorded for the forged one.
    await owner({
      method: 'POST',
      url: `${api}/sandbox/charge`,
      payload: {
        reference: started.reference,
        amount: started.checkout.amount,
        currency: 'NGN',
        outcome: 'success',
      },
    });
    const verified = await owner({
      method: 'POST',
      url: `${api}/verify`,
      payload: { reference: started.reference },
    });
    expect(verified.json().status).toBe('completed');
  });

  it('cannot claim a bank transfer against another school’s fee', async () => {
    await unchanged(b.schoolId, async () => {
      const res = await as.studentA({
        method: 'POST',
        url: `${api}/transfers`,
        ...multipartBody(
          {
            bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
            filename: 'teller.pdf',
            contentType: 'application/pdf',
          },
          { feeId: b.tuition.id },
        ),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('fee_not_found');
    });
  });
});

describe('the accountant of school A', () => {
  it('finds none of school B’s payments, even asking for B or B’s reference', async () => {
    const refs = (body: { items: { reference: string }[] }) => body.items.map((p) => p.reference);
    const all = (await as.accountantA(`${api}?limit=100&schoolId=${b.schoolId}`)).json();
    expect(refs(all)).toEqual([paidA.reference]);
    expect(all.totals.count).toBe(1);
    const byReference = (await as.accountantA(`${api}?q=${paidB.reference}`)).json();
    expect(byReference.items).toEqual([]);
    const csv = await as.accountantA(`${api}/export.csv?schoolId=${b.schoolId}`);
    expect(csv.body).toContain(paidA.reference);
    expect(csv.body).not.toContain(paidB.reference);
  });

  it('opens a transfer’s evidence, but no other file of a student', async () => {
    // A school of its own, so the ledger the case above counts is untouched.
    const c = await paymentSchool(t.database.db);
    const student = await t.clientOf(c.student.email ?? '', 'student');
    const accountant = await t.clientOf(c.accountant.email ?? '', 'accountant');
    const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
    const transfer = await student({
      method: 'POST',
      url: `${api}/transfers`,
      ...multipartBody(
        { bytes: pdf('teller'), filename: 'teller.pdf', contentType: 'application/pdf' },
        { feeId: c.tuition.id },
      ),
    });
    expect(transfer.statusCode).toBe(201);
    const evidence = transfer.json().evidenceFileId as string;
    const document = (
      await student({
        method: 'POST',
        url: '/api/v1/files',
        ...multipartBody({
          bytes: pdf('birth certificate'),
          filename: 'birth.pdf',
          contentType: 'application/pdf',
        }),
      })
    ).json();
    expect((await accountant(`/api/v1/files/${evidence}/url`)).statusCode).toBe(200);
    const other = await accountant(`/api/v1/files/${document.id}/url`);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('storage_unauthorized');
  });

  it('opens no receipt of school B and re-verifies none of its payments', async () => {
    await unchanged(b.schoolId, async () => {
      const receipt = await as.accountantA(`${api}/${paidB.id}/receipt.pdf`);
      expect(receipt.statusCode).toBe(404);
      const reverify = await as.accountantA({ method: 'POST', url: `${api}/${paidB.id}/reverify` });
      expect(reverify.statusCode).toBe(404);
      expect(reverify.json().code).toBe('payment_not_found');
    });
  });
});
