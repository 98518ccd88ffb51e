import type { TAdmissionStage } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// Which fees a person is offered follows from their stage (decision 002 and the fee rules):
// nothing before applying, the admission fees of the stage while applying, the programme's and
// level's fees once enrolled; hostel and transport fees never from the list.

const t = useTestApp();

async function schoolWithEveryFeeType() {
  const s = await paymentSchool(t.database.db);
  const once = { installmentsAllowed: false, installmentCount: 1, programmeId: null, level: null };
  const byType: Record<string, string> = {};
  for (const type of ['application', 'screening', 'entrance', 'acceptance'] as const) {
    byType[type] = (await s.addFee({ ...once, type, amount: 500_000 })).id;
  }
  byType.hostel = (await s.addFee({ ...once, type: 'hostel', amount: 4_000_000 })).id;
  byType.transport = (await s.addFee({ ...once, type: 'transport', amount: 1_500_000 })).id;
  return { ...s, byType };
}

const typesOffered = async (ask: Awaited<ReturnType<typeof clientFor>>) => {
  const res = await ask('/api/v1/payments/my-fees');
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .fees.map((f: { type: string }) => f.type)
    .sort();
};

describe('the fees offered', () => {
  it('follow the applicant’s stage, then the enrolled student’s programme and level', async () => {
    const s = await schoolWithEveryFeeType();
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const expected: [TAdmissionStage, string[]][] = [
      ['draft', ['application']],
      ['submitted', ['entrance', 'screening']],
      ['screening', ['entrance']],
      ['entrance_exam', []],
      ['offered', ['acceptance']],
      ['enrolled', ['tuition']],
    ];
    for (const [stage, types] of expected) {
      await t.database.db
        .update(enrollments)
        .set({ stage })
        .where(eq(enrollments.id, s.enrollment.id));
      expect(await typesOffered(asStudent), stage).toEqual(types);
    }
  });

  it('are none before applying, and checkout says the enrollment is missing', async () => {
    const s = await schoolWithEveryFeeType();
    const newcomer = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const asNewcomer = await clientFor(t.app, newcomer.email ?? '', 'student');
    expect(await typesOffered(asNewcomer)).toEqual([]);
    const res = await asNewcomer({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Enrollment record not found.');
  });

  it('refuse an admission fee to an enrolled student, and a hostel or transport fee to one holding no bed or seat', async () => {
    const s = await schoolWithEveryFeeType();
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    for (const type of ['application', 'acceptance']) {
      const res = await asStudent({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: s.byType[type] },
      });
      expect(res.statusCode, type).toBe(404);
    }
    const hostel = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.byType.hostel },
    });
    expect(hostel.statusCode).toBe(409);
    expect(hostel.json().code).toBe('hostel_hold_required');
    const transport = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.byType.transport },
    });
    expect(transport.statusCode).toBe(409);
    expect(transport.json().code).toBe('transport_subscription_required');
    const kept = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.studentId, s.student.id));
    expect(kept).toEqual([]);
  });
});

describe('checkout takes the programme from the payer’s own records', () => {
  it('ignores a programme in the body, another school’s or the nil UUID', async () => {
    const mine = await paymentSchool(t.database.db);
    const other = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, mine.student.email ?? '', 'student');
    for (const programmeId of [other.programme.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await asStudent({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: mine.tuition.id, programmeId },
      });
      expect(res.statusCode, programmeId).toBe(201);
      const [row] = await t.database.db
        .select({ programmeId: payments.programmeId })
        .from(payments)
        .where(eq(payments.reference, res.json().reference));
      expect(row?.programmeId).toBe(mine.programme.id);
    }
  });

  it('a newcomer with another school’s programme in the body is refused and nothing is kept', async () => {
    const mine = await paymentSchool(t.database.db);
    const other = await paymentSchool(t.database.db);
    const newcomer = await createUser(t.database.db, {
      schoolId: mine.schoolId,
      roles: ['student'],
    });
    const asNewcomer = await clientFor(t.app, newcomer.email ?? '', 'student');
    for (const programmeId of [other.programme.id, '00000000-0000-0000-0000-000000000000']) {
      const res = await asNewcomer({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: mine.tuition.id, programmeId },
      });
      expect(res.statusCode).toBe(404);
    }
    const kept = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.studentId, newcomer.id));
    expect(kept).toEqual([]);
  });
});

describe('instalments', () => {
  it('go in order: the second waits for the first', async () => {
    const s = await paymentSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '', 'student');
    const second = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id, installmentNumber: 2 },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(
      'Instalments are paid in order: pay the earlier instalment first.',
    );
    const first = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.tuition.id, installmentNumber: 1 },
    });
    expect(first.statusCode).toBe(201);
  });
});
