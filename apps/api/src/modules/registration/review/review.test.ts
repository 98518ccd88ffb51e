import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationPeriods } from '@/modules/academics/calendar.tables.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { auditRowsOf } from '@/test/audit-rows.ts';
import { reviewSchool } from '@/test/review-fixtures.ts';
import { startSmtpSink } from '@/test/smtp-sink.ts';
import { createTestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
const t = useTestApp({}, async (env) => {
  smtp = await startSmtpSink();
  return createTestApp({ ...env, SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.test' });
});
afterAll(async () => {
  await smtp?.close();
});

const base = '/api/v1/registration';

async function setUp(options: Parameters<typeof reviewSchool>[1] = {}) {
  const s = await reviewSchool(t, options);
  const dept = `${base}/departments/${s.departmentId}`;
  const approve = (registrationIds: string[]) =>
    s.hod({ method: 'POST', url: `${dept}/approve`, payload: { registrationIds } });
  const giveBack = (id: string, reason: string) =>
    s.hod({ method: 'POST', url: `${base}/review/${id}/return`, payload: { reason } });
  const get = async (url: string) => {
    const res = await s.hod({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return { s, dept, approve, giveBack, get };
}

const mailsTo = (email: string | null) =>
  (smtp?.received ?? []).filter((m) => m.to.includes(email ?? ''));

describe("the head's review of course registrations", () => {
  it('approves one, then many, skipping the approved and the drafts, each with its own code', async () => {
    const { s, approve } = await setUp();
    const [b, c, d] = [await s.addStudent(), await s.addStudent(), await s.addStudent()];
    const first = await s.submitted(s.student);
    const second = await s.submitted(b);
    const third = await s.submitted(c);
    const draft = await s.drafted(d);

    const one = await approve([first]);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ approved: 1, skipped: [] });

    const many = await approve([first, second, third, draft]);
    expect(many.statusCode).toBe(200);
    expect(many.json().approved).toBe(2);
    expect(many.json().skipped).toEqual(
      expect.arrayContaining([
        { id: first, reason: 'Already approved.' },
        { id: draft, reason: expect.stringContaining('Not submitted') },
      ]),
    );
    expect(many.json().skipped).toHaveLength(2);

    const rows = await t.database.db
      .select()
      .from(courseRegistrations)
      .where(inArray(courseRegistrations.id, [first, second, third, draft]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [first, second, third]) {
      expect(byId.get(id)).toMatchObject({ state: 'approved', reviewedBy: s.head.id });
      expect(byId.get(id)?.verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(await auditRowsOf(t.database.db, 'registration.approved', id)).toHaveLength(1);
    }
    expect(new Set(rows.map((r) => r.verificationCode)).size).toBe(4);
    expect(byId.get(draft)).toMatchObject({ state: 'draft', verificationCode: null });

    // The student sees it, and is told by mail.
    const mine = await (await s.studentApi(b))({ method: 'GET', url: `${base}/mine` });
    expect(mine.json().registration).toMatchObject({ state: 'approved', returnReason: null });
    await expect.poll(() => mailsTo(b.email).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(b.email)[0]?.raw).toContain('approved');
  });

  it('refuses the whole approval when one id is not of the department; nothing is approved', async () => {
    const { s, approve } = await setUp();
    const mine = await s.submitted(s.student);
    const elsewhere = await setUp();
    const theirs = await elsewhere.s.submitted(elsewhere.s.student);
    const res = await approve([mine, theirs]);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('Nothing was approved');
    const [row] = await t.database.db
      .select({ state: courseRegistrations.state })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.id, mine));
    expect(row?.state).toBe('submitted');
  });

  it('returns one with a reason; the student sees it, is mailed, changes and resubmits', async () => {
    const { s, giveBack, get, approve } = await setUp();
    const id = await s.submitted(s.student);
    const tooShort = await giveBack(id, '  no ');
    expect(tooShort.statusCode).toBe(400);

    const res = await giveBack(id, '  Take EL1 instead of EL2.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'returned',
      returnReason: 'Take EL1 instead of EL2.',
      reviewedByName: s.head.name,
    });
    expect(await auditRowsOf(t.database.db, 'registration.returned', id)).toHaveLength(1);
    const again = await giveBack(id, 'Once more.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'registration_not_returnable' });

    const student = await s.studentApi(s.student);
    const seen = (await student({ method: 'GET', url: `${base}/mine` })).json();
    expect(seen.registration).toMatchObject({
      state: 'returned',
      returnReason: 'Take EL1 instead of EL2.',
    });
    await expect.poll(() => mailsTo(s.student.email).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(s.student.email)[0]?.raw).toContain('Take EL1 instead of EL2.');

    const c = s.courses;
    await s.submitted(s.student, [c.core.id, c.req.id, c.el1.id]);
    const resubmitted = (await student({ method: 'GET', url: `${base}/mine` })).json();
    expect(resubmitted.registration).toMatchObject({ state: 'submitted', returnReason: null });
    const detail = await get(`${base}/review/${id}`);
    expect(detail.courses.map((x: { courseId: string }) => x.courseId).sort()).toEqual(
      [c.core.id, c.req.id, c.el1.id].sort(),
    );
    expect(detail).toMatchObject({ state: 'submitted', totalUnits: 18 });

    // An approved registration may be returned too: its course-form code goes.
    expect((await approve([id])).json().approved).toBe(1);
    expect((await giveBack(id, 'Add the carry-over.')).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.id, id));
    expect(row).toMatchObject({ state: 'returned', verificationCode: null });
  });

  it('refuses to return a draft', async () => {
    const { s, giveBack } = await setUp();
    const id = await s.drafted(s.student);
    const res = await giveBack(id, 'Not yet.');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The student has not submitted this registration yet.');
  });

  it('shows one registration with its courses and student', async () => {
    const { s, get } = await setUp();
    const id = await s.submitted(s.student);
    const detail = await get(`${base}/review/${id}`);
    expect(detail).toMatchObject({
      id,
      state: 'submitted',
      level: 100,
      totalUnits: 18,
      department: { id: s.departmentId },
      student: { name: s.student.name, matricNumber: s.student.userOrgId, minUnits: 15 },
    });
    expect(detail.courses).toHaveLength(3);
    expect(detail.courses[0]).toMatchObject({ units: 6, category: 'compulsory' });
  });

  it('lists the queue by state, level and student, waiting ones first', async () => {
    const { s, dept, get, approve } = await setUp();
    const b = await s.addStudent();
    const c = await s.addStudent();
    const approved = await s.submitted(s.student);
    await approve([approved]);
    const waiting = await s.submitted(b);
    await s.drafted(c);
    const all = await get(`${dept}/registrations`);
    expect(all.total).toBe(3);
    expect(all.semester).toMatchObject({ semesterId: s.semester.id, semester: 1, window: 'open' });
    expect(all.items.map((r: { state: string }) => r.state)).toEqual([
      'submitted',
      'approved',
      'draft',
    ]);
    expect(all.items[0]).toMatchObject({
      id: waiting,
      studentName: b.name,
      matricNumber: b.userOrgId,
      programmeName: s.programme.name,
      level: 100,
      totalUnits: 18,
      courseCount: 3,
    });
    const submittedOnly = await get(`${dept}/registrations?state=submitted`);
    expect(submittedOnly.items.map((r: { id: string }) => r.id)).toEqual([waiting]);
    const byMatric = await get(`${dept}/registrations?q=${encodeURIComponent(b.userOrgId ?? '')}`);
    expect(byMatric.items.map((r: { id: string }) => r.id)).toEqual([waiting]);
    expect((await get(`${dept}/registrations?level=200`)).total).toBe(0);
    const paged = await get(`${dept}/registrations?limit=2&page=2`);
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.items).toHaveLength(1);
  });

  it('counts by state and level, the students not registered, and the courses nearly full', async () => {
    const { s, dept, get, approve, giveBack } = await setUp({ capacity: 5 });
    const [b, c, d, e, f] = await Promise.all([1, 2, 3, 4, 5].map(() => s.addStudent()));
    if (!b || !c || !d || !e || !f) throw new Error('students missing');
    const a1 = await s.submitted(s.student);
    await s.submitted(b);
    const r1 = await s.submitted(c);
    await approve([a1]);
    await giveBack(r1, 'Change it.');
    const noSeat = await get(`${dept}/overview`);
    expect(noSeat.nearlyFull).toEqual([]);
    await s.submitted(d);
    await s.drafted(e);
    // f never registers.

    const overview = await get(`${dept}/overview`);
    expect(overview).toMatchObject({
      department: { id: s.departmentId },
      semester: { semesterId: s.semester.id },
      counts: { draft: 1, submitted: 2, approved: 1, returned: 1 },
      byLevel: [{ level: 100, draft: 1, submitted: 2, approved: 1, returned: 1 }],
      notRegistered: 2,
    });
    expect(overview.nearlyFull).toEqual([
      {
        courseId: s.courses.el2.id,
        code: s.courses.el2.code,
        title: s.courses.el2.title,
        taken: 4,
        capacity: 5,
      },
    ]);

    const unregistered = await get(`${dept}/unregistered`);
    expect(unregistered.total).toBe(2);
    const byId = Object.fromEntries(
      unregistered.items.map((u: { studentId: string }) => [u.studentId, u]),
    );
    expect(byId[e.id]).toMatchObject({ name: e.name, level: 100, hasDraft: true });
    expect(byId[f.id]).toMatchObject({ matricNumber: f.userOrgId, hasDraft: false });
    const found = await get(`${dept}/unregistered?q=${encodeURIComponent(f.userOrgId ?? '')}`);
    expect(found.items.map((u: { studentId: string }) => u.studentId)).toEqual([f.id]);
  });

  it('leaves out of the unregistered count the levels no period covers', async () => {
    const { s, dept, get } = await setUp();
    await t.database.db
      .update(registrationPeriods)
      .set({ levels: [200] })
      .where(eq(registrationPeriods.id, s.period.id));
    expect((await get(`${dept}/overview`)).notRegistered).toBe(0);
  });
});
