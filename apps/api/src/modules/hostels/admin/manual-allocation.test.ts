import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bedSpaces, hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { hostelAdminSchool } from '@/test/hostel-admin-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const setup = () => hostelAdminSchool(t.app, t.database.db);
const post = (client: Awaited<ReturnType<typeof setup>>['asAdmin'], url: string, payload: object) =>
  client({ method: 'POST', url, payload });

describe('the admin allocates, places, moves and vacates', () => {
  it('allocates a paid application waiting for a bed, audited', async () => {
    const s = await setup();
    const { application } = await s.applyAs(s.student);
    await t.database.db
      .update(hostelApplications)
      .set({ state: 'awaiting_bed', bedSpaceId: null, heldUntil: null })
      .where(eq(hostelApplications.id, application.id));
    const bed = s.maleHall.beds[5];
    const r = await post(s.asAdmin, `/api/v1/hostels/applications/${application.id}/allocate`, {
      bedSpaceId: bed?.id,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      state: 'allocated',
      place: { bedSpaceId: bed?.id, bed: 'B' },
    });
    const [row] = await t.database.db
      .select()
      .from(hostelApplications)
      .where(eq(hostelApplications.id, application.id));
    expect(row?.verificationCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(row?.allocatedAt).not.toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityId, application.id),
          eq(auditLog.action, 'hostel.allocated_by_admin'),
        ),
      );
    expect(audit?.before).toMatchObject({ state: 'awaiting_bed', bedSpaceId: null });
    expect(audit?.after).toMatchObject({ state: 'allocated', bedSpaceId: bed?.id });
  });

  it('confirms a hold in its own bed, and refuses a bed someone else has', async () => {
    const s = await setup();
    const first = await s.applyAs(s.student);
    const second = await s.applyAs(await s.addStudent());
    const taken = await post(
      s.asAdmin,
      `/api/v1/hostels/applications/${second.application.id}/allocate`,
      {
        bedSpaceId: first.application.place?.bedSpaceId,
      },
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('hostel_bed_taken');
    const own = await post(
      s.asAdmin,
      `/api/v1/hostels/applications/${first.application.id}/allocate`,
      {
        bedSpaceId: first.application.place?.bedSpaceId,
      },
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().state).toBe('allocated');
    const again = await post(
      s.asAdmin,
      `/api/v1/hostels/applications/${first.application.id}/allocate`,
      {
        bedSpaceId: s.maleHall.beds[7]?.id,
      },
    );
    expect(again.json().code).toBe('hostel_application_wrong_state');
  });

  it('places a student who did not apply, in a reserved bed, never in the other gender’s hostel', async () => {
    const s = await setup();
    const student = await s.addStudent({ level: 400 });
    const reserved = s.maleHall.beds[2];
    await t.database.db
      .update(bedSpaces)
      .set({ status: 'reserved' })
      .where(eq(bedSpaces.id, reserved?.id ?? ''));
    const wrong = await post(s.asAdmin, '/api/v1/hostels/allocations', {
      studentMatric: student.userOrgId,
      bedSpaceId: s.femaleHall.beds[0]?.id,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('hostel_wrong_gender');
    const placed = await post(s.asAdmin, '/api/v1/hostels/allocations', {
      studentMatric: student.userOrgId,
      bedSpaceId: reserved?.id,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      state: 'allocated',
      levelGroup: 'final_year',
      level: 400,
    });
    const twice = await post(s.asAdmin, '/api/v1/hostels/allocations', {
      studentId: student.id,
      bedSpaceId: s.maleHall.beds[3]?.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('hostel_student_has_place');
    const nobody = await post(s.asAdmin, '/api/v1/hostels/allocations', {
      studentMatric: 'NO/SUCH/1',
      bedSpaceId: s.maleHall.beds[3]?.id,
    });
    expect(nobody.json().code).toBe('hostel_student_not_found');
  });

  it('moves a resident: a taken bed, an out-of-order bed and the other gender’s hostel are refused', async () => {
    const s = await setup();
    const mine = await s.applyAs(s.student);
    const other = await s.applyAs(await s.addStudent());
    const move = (bedSpaceId: string | undefined) =>
      post(s.asAdmin, `/api/v1/hostels/applications/${mine.application.id}/move`, { bedSpaceId });
    expect((await move(other.application.place?.bedSpaceId)).json().code).toBe('hostel_bed_taken');
    const broken = s.maleHall.beds[6];
    await t.database.db
      .update(bedSpaces)
      .set({ status: 'out_of_order' })
      .where(eq(bedSpaces.id, broken?.id ?? ''));
    expect((await move(broken?.id)).json().code).toBe('hostel_bed_unavailable');
    expect((await move(s.femaleHall.beds[0]?.id)).json().code).toBe('hostel_wrong_gender');
    const moved = await move(s.maleHall.beds[4]?.id);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().place).toMatchObject({ room: '102', bed: 'A' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mine.application.id), eq(auditLog.action, 'hostel.moved')));
    expect(audit?.before).toMatchObject({ bedSpaceId: mine.application.place?.bedSpaceId });
    expect(audit?.after).toMatchObject({ bedSpaceId: s.maleHall.beds[4]?.id });
    // The old bed is free again: another application may take it.
    const freed = await post(
      s.asAdmin,
      `/api/v1/hostels/applications/${other.application.id}/move`,
      {
        bedSpaceId: mine.application.place?.bedSpaceId,
      },
    );
    expect(freed.statusCode).toBe(200);
  });

  it('vacates a bed with a reason, which frees it', async () => {
    const s = await setup();
    const mine = await s.applyAs(s.student);
    const url = `/api/v1/hostels/applications/${mine.application.id}/vacate`;
    expect((await post(s.asAdmin, url, { reason: '' })).statusCode).toBe(400);
    const r = await post(s.asAdmin, url, { reason: 'Left school' });
    expect(r.statusCode).toBe(200);
    expect(r.json().state).toBe('vacated');
    expect(r.json().endedAt).not.toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, mine.application.id), eq(auditLog.action, 'hostel.vacated')),
      );
    expect(audit?.after).toMatchObject({ state: 'vacated', reason: 'Left school' });
    const again = await post(s.asAdmin, url, { reason: 'Twice' });
    expect(again.json().code).toBe('hostel_application_wrong_state');
    const next = await s.applyAs(await s.addStudent());
    expect(next.application.place?.bedSpaceId).toBe(mine.application.place?.bedSpaceId);
  });

  it('answers 404 for another school’s application or bed', async () => {
    const s = await setup();
    const other = await setup();
    const theirs = await other.applyAs(other.student);
    const mine = await s.applyAs(s.student);
    const foreignApp = await post(
      s.asAdmin,
      `/api/v1/hostels/applications/${theirs.application.id}/vacate`,
      {
        reason: 'Not mine',
      },
    );
    expect(foreignApp.statusCode).toBe(404);
    const foreignBed = await post(
      s.asAdmin,
      `/api/v1/hostels/applications/${mine.application.id}/move`,
      {
        bedSpaceId: other.maleHall.beds[3]?.id,
      },
    );
    expect(foreignBed.statusCode).toBe(404);
    expect(foreignBed.json().code).toBe('hostel_bed_not_found');
  });
});
