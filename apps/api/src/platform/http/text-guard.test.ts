import { randomUUID } from 'node:crypto';
import {
  CONTROL_CHARACTER_MESSAGE,
  multiline,
  ONE_LINE_MESSAGE,
  ZAuditQuery,
} from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { textErrors } from './text-guard.ts';

const NUL = String.fromCharCode(0);
const CR = String.fromCharCode(13);

describe('the text rule over a schema', () => {
  const schema = z.object({
    name: z.string(),
    note: z.optional(z.nullable(multiline(z.string()))),
    sittings: z.array(z.object({ subject: z.string(), remark: multiline(z.string()) })),
  });

  it('refuses control characters everywhere, line breaks outside multi-line text', () => {
    const errors = textErrors(
      schema,
      {
        name: `Ada${CR}=1+1`,
        note: 'two\nlines\tfine',
        sittings: [{ subject: `Maths${NUL}`, remark: 'ok\r\nok' }],
      },
      'body',
    );
    expect(errors).toEqual([
      { field: 'body.name', message: ONE_LINE_MESSAGE },
      { field: 'body.sittings.0.subject', message: CONTROL_CHARACTER_MESSAGE },
    ]);
    expect(textErrors(schema, { note: `x${NUL}` }, 'body')).toEqual([
      { field: 'body.note', message: CONTROL_CHARACTER_MESSAGE },
    ]);
  });

  it('treats text without a schema, or not in it, as one line', () => {
    expect(textErrors(undefined, { id: 'a\nb' }, 'params')).toHaveLength(1);
    expect(textErrors(ZAuditQuery, { extra: 'a\u0085b' }, 'querystring')).toHaveLength(1);
    expect(textErrors(schema, { name: 'Ọlá Adébáyọ̀ — O’Neil' }, 'body')).toEqual([]);
  });
});

describe('requests with a NUL or a stray line break', () => {
  const t = useTestApp();

  it('answer 400 naming the field, signed out as signed in, never 500', async () => {
    const s = await paymentSchool(t.database.db);
    const { client: admin } = await t.person(s.schoolId, 'admin');
    const student = await t.clientOf(s.student.email ?? '', 'student');
    const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [
        'login identifier',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload: { identifier: `a${NUL}@x.test`, password: 'x' },
          }),
        'body.identifier',
      ],
      [
        'registration name',
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/v1/auth/register',
            payload: {
              schoolId: s.schoolId,
              name: `Ada${NUL} Obi`,
              email: 'ada@x.test',
              phone: '08030000000',
              gender: 'female',
              password: 'Long-enough-1',
            },
          }),
        'body.name',
      ],
      [
        'a receipt check by reference',
        () => t.app.inject(`/api/v1/payments/receipts/%00`),
        'params.reference',
      ],
      [
        'open programmes of a school',
        () => t.app.inject(`/api/v1/admissions/open-programmes/%00`),
        'params.school',
      ],
      ['a user search', () => admin('/api/v1/users?q=%00'), 'querystring.q'],
      ['an audit filter', () => admin('/api/v1/audit/logs?action=%00'), 'querystring.action'],
      [
        'a verify reference',
        () =>
          student({
            method: 'POST',
            url: '/api/v1/payments/verify',
            payload: { reference: `PAY${NUL}` },
          }),
        'body.reference',
      ],
      [
        'a carriage return in a name',
        () =>
          admin({
            method: 'POST',
            url: '/api/v1/users',
            payload: { name: `Ada${CR}=HYPERLINK()`, email: 'x@y.test', roles: ['teacher'] },
          }),
        'body.name',
      ],
    ];
    for (const [what, send, field] of cases) {
      const res = await send();
      expect(res.statusCode, what).toBe(400);
      const body = res.json() as { code: string; errors: { field: string }[] };
      expect(body.code, what).toBe('validation_failed');
      expect(
        body.errors.map((e) => e.field),
        what,
      ).toContain(field);
    }
  });

  it('keep line breaks in multi-line text such as a transfer review note', async () => {
    const s = await paymentSchool(t.database.db);
    const accountant = await t.clientOf(s.accountant.email ?? '', 'accountant');
    const res = await accountant({
      method: 'POST',
      url: `/api/v1/payments/${randomUUID()}/review`,
      payload: { decision: 'reject', note: 'Teller unreadable.\nPlease upload it again.' },
    });
    // Past the text rule: the payment simply does not exist.
    expect(res.statusCode, res.body).toBe(404);
  });
});

describe('impossible dates', () => {
  const t = useTestApp();

  it('are refused with 400 wherever a date is taken', async () => {
    const s = await paymentSchool(t.database.db);
    const accountant = await t.clientOf(s.accountant.email ?? '', 'accountant');
    for (const day of ['2027-02-30', '2027-13-01', '2026-00-10']) {
      const ledger = await accountant(`/api/v1/payments?from=${day}`);
      expect(ledger.statusCode, day).toBe(400);
      expect(ledger.json().errors[0].field).toBe('querystring.from');
    }
    expect((await accountant('/api/v1/payments?from=2028-02-29')).statusCode).toBe(200);
  });
});
