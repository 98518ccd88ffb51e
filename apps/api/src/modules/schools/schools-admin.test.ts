import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { encodePng } from '@/platform/files/png.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let asApp: Awaited<ReturnType<typeof clientFor>>;
beforeAll(async () => {
  asApp = await clientFor(
    t.app,
    (await createUser(t.database.db, { schoolId: null, roles: ['appadmin'] })).email ?? '',
  );
});

const newSchool = () => ({
  code: `u${uniqueTag().slice(0, 6)}`,
  name: 'University of Port Harcourt',
  address: 'East-West Road, Choba',
  email: 'Registrar@UniPort.edu.ng',
  phone: '08039999999',
});

describe('school administration', () => {
  it('creates a school with the fee defaults, upper-cases the code and audits it', async () => {
    const input = newSchool();
    const res = await asApp({ method: 'POST', url: '/api/v1/schools', payload: input });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: input.code.toUpperCase(),
      email: 'registrar@uniport.edu.ng',
      status: 'active',
      platformFeeType: 'percentage',
      platformFeeValue: 0,
      platformFeeMode: 'exclusive',
      gatewayFee: 'student',
      logo: null,
      userCount: 0,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.json().id), eq(auditLog.action, 'school.create')));
    expect(audit).toHaveLength(1);
  });

  it('refuses a taken code (any case) and bad fields, naming them', async () => {
    const input = newSchool();
    await asApp({ method: 'POST', url: '/api/v1/schools', payload: input });
    const twice = await asApp({
      method: 'POST',
      url: '/api/v1/schools',
      payload: { ...input, code: input.code.toLowerCase() },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('body.code');
    const bad = await asApp({
      method: 'POST',
      url: '/api/v1/schools',
      payload: { code: '1x', name: 'A', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.code', 'body.email', 'body.name']);
  });

  it('edits details and fee settings, keeping percentages in hundredths', async () => {
    const school = (
      await asApp({ method: 'POST', url: '/api/v1/schools', payload: newSchool() })
    ).json();
    const res = await asApp({
      method: 'PATCH',
      url: `/api/v1/schools/${school.id}`,
      payload: {
        name: 'University of Port Harcourt (UNIPORT)',
        platformFeeValue: 2.5,
        gatewayFee: 'school',
      },
    });
    expect(res.json()).toMatchObject({
      name: 'University of Port Harcourt (UNIPORT)',
      platformFeeValue: 2.5,
      gatewayFee: 'school',
    });
    const fixed = await asApp({
      method: 'PATCH',
      url: `/api/v1/schools/${school.id}`,
      payload: { platformFeeType: 'fixed', platformFeeValue: 50000 },
    });
    expect(fixed.json()).toMatchObject({ platformFeeType: 'fixed', platformFeeValue: 50000 });
    const fraction = await asApp({
      method: 'PATCH',
      url: `/api/v1/schools/${school.id}`,
      payload: { platformFeeValue: 10.5 },
    });
    expect(fraction.statusCode).toBe(400);
    const tooMuch = await asApp({
      method: 'PATCH',
      url: `/api/v1/schools/${school.id}`,
      payload: { platformFeeType: 'percentage', platformFeeValue: 101 },
    });
    expect(tooMuch.statusCode).toBe(400);
  });

  it('stores a logo that public pages can show', async () => {
    const school = (
      await asApp({ method: 'POST', url: '/api/v1/schools', payload: newSchool() })
    ).json();
    const png = encodePng(64, 64, (x) => [x * 4, 100, 200]);
    const res = await asApp({
      method: 'PUT',
      url: `/api/v1/schools/${school.id}/logo`,
      ...multipartBody({ bytes: png, filename: 'logo.png', contentType: 'image/png' }),
    });
    expect(res.statusCode).toBe(200);
    const { logo } = res.json();
    const served = await t.app.inject(logo);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const directory = (await t.app.inject(`/api/v1/schools/directory?q=${school.code}`)).json();
    expect(directory.items[0].logo).toBe(logo);
  });

  it('counts each school’s users', async () => {
    const school = (
      await asApp({ method: 'POST', url: '/api/v1/schools', payload: newSchool() })
    ).json();
    await createUser(t.database.db, { schoolId: school.id, roles: ['admin'] });
    await createUser(t.database.db, { schoolId: school.id, roles: ['student'] });
    expect((await asApp(`/api/v1/schools/${school.id}`)).json().userCount).toBe(2);
    const listed = (await asApp(`/api/v1/schools?q=${school.code}`)).json();
    expect(listed.items[0].userCount).toBe(2);
  });

  it('is for app admins only', async () => {
    const school = await createSchool(t.database.db);
    const asAdmin = await clientFor(
      t.app,
      (await createUser(t.database.db, { schoolId: school.id, roles: ['admin'] })).email ?? '',
    );
    expect((await asAdmin('/api/v1/schools')).statusCode).toBe(403);
    expect(
      (
        await asAdmin({
          method: 'PATCH',
          url: `/api/v1/schools/${school.id}`,
          payload: { name: 'Renamed by admin' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
