import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { storeFile } from '@/platform/files/files.service.ts';
import { silhouettePng } from '@/platform/files/png.ts';
import { clientFor } from '@/test/fixtures.ts';
import { payInFull } from '@/test/sandbox-pay.ts';
import { transportSchool } from '@/test/transport-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

/** A school with one student who has paid for a seat: their pass code and the clients. */
async function paidPass() {
  const s = await transportSchool(t.database.db);
  const asStudent = await clientFor(t.app, s.student.email ?? '');
  await asStudent({
    method: 'POST',
    url: '/api/v1/transport/mine/subscribe',
    payload: { routeId: s.route.id, stopId: s.route.stops[0]?.id },
  });
  await payInFull(asStudent, s.route.fee.id);
  const code: string = (await asStudent('/api/v1/transport/mine')).json().subscription.passCode;
  const asAdmin = await clientFor(t.app, s.admin.email ?? '');
  return { s, code, asStudent, asAdmin };
}

describe('transport staff check a pass', () => {
  it('says a pass of a session that has ended is expired', async () => {
    const { s, code, asAdmin } = await paidPass();
    await t.database.db
      .update(academicSessions)
      .set({ endsOn: '2025-07-31' })
      .where(eq(academicSessions.id, s.session.id));
    const checked = (await asAdmin(`/api/v1/transport/passes/${code}`)).json();
    expect(checked).toMatchObject({ valid: false, verdict: 'expired' });
  });

  it('says a cancelled pass is not valid, and an unknown code is not found', async () => {
    const { code, asStudent, asAdmin } = await paidPass();
    await asStudent({ method: 'POST', url: '/api/v1/transport/mine/cancel' });
    const checked = (await asAdmin(`/api/v1/transport/passes/${code}`)).json();
    expect(checked).toMatchObject({ valid: false, verdict: 'refund_due' });
    const unknown = await asAdmin('/api/v1/transport/passes/ABCD-EFGH-JKMN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('transport_pass_not_found');
  });

  it('does not show another school’s pass, and shows the photo only to its school’s staff', async () => {
    const { s, code, asAdmin } = await paidPass();
    const photo = await storeFile(t.app.services, t.database.db, {
      schoolId: s.schoolId,
      ownerUserId: s.student.id,
      purpose: 'passport',
      contentType: 'image/png',
      originalName: 'me.png',
      bytes: silhouettePng(160, [40, 90, 160]),
    });
    await t.database.db
      .update(users)
      .set({ passportFileId: photo.id })
      .where(eq(users.id, s.student.id));
    const checked = (await asAdmin(`/api/v1/transport/passes/${code}`)).json();
    expect(checked.photoUrl).toBe(`/api/v1/transport/passes/${code}/photo`);
    const image = await asAdmin(checked.photoUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const elsewhere = await transportSchool(t.database.db);
    const asOtherAdmin = await clientFor(t.app, elsewhere.admin.email ?? '');
    expect((await asOtherAdmin(`/api/v1/transport/passes/${code}`)).statusCode).toBe(404);
    expect((await asOtherAdmin(`/api/v1/transport/passes/${code}/photo`)).statusCode).toBe(404);
    const routes = (await asOtherAdmin('/api/v1/transport/passes/routes')).json();
    expect(routes.map((r: { id: string }) => r.id)).toEqual([elsewhere.route.id]);
  });
});
