import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from '@/test/use-test-app.ts';
import { schools } from './schools.tables.ts';

// What school staff must not do with school records beyond the permission matrix
// (platform/access/permission-matrix.test.ts, which covers the list and every write): read a
// school record by id, or move a school's money settings by another road.

const t = useTestApp();
let schoolA: string;
let schoolB: string;
const staff = {} as Record<'admin' | 'hos' | 'bursar', Client>;

beforeAll(async () => {
  schoolA = (await t.school({ platformFeeType: 'percentage', platformFeeValue: 250 })).id;
  schoolB = (await t.school()).id;
  for (const role of ['admin', 'hos', 'bursar'] as const) {
    staff[role] = (await t.person(schoolA, role)).client;
  }
});

const moneyOf = async (id: string) => {
  const [row] = await t.database.db
    .select({
      code: schools.code,
      status: schools.status,
      platformFeeType: schools.platformFeeType,
      platformFeeValue: schools.platformFeeValue,
      platformFeeMode: schools.platformFeeMode,
      gatewayFee: schools.gatewayFee,
    })
    .from(schools)
    .where(eq(schools.id, id));
  return row;
};

describe('school staff', () => {
  it('read no school record by id, neither their own nor another’s', async () => {
    for (const [role, client] of Object.entries(staff)) {
      for (const id of [schoolA, schoolB]) {
        expect((await client(`/api/v1/schools/${id}`)).statusCode, role).toBe(403);
      }
    }
  });

  it('cannot change the platform fee, the gateway fee or the status through the school settings', async () => {
    const before = await moneyOf(schoolA);
    const { settings } = (await staff.hos('/api/v1/academics/settings')).json();
    const res = await staff.hos({
      method: 'PUT',
      url: '/api/v1/academics/settings',
      payload: {
        ...settings,
        platformFeeType: 'fixed',
        platformFeeValue: 0,
        platformFeeMode: 'inclusive',
        gatewayFee: 'school',
        status: 'suspended',
        code: 'TAKEN',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await moneyOf(schoolA)).toEqual(before);
    expect(before).toMatchObject({ platformFeeValue: 250, status: 'active' });
  });
});

describe('the public directory', () => {
  it('tells a visitor nothing of a school’s money or settings', async () => {
    const res = await t.app.inject('/api/v1/schools/directory?limit=100');
    expect(res.statusCode).toBe(200);
    for (const item of res.json().items) {
      expect(Object.keys(item).sort()).toEqual(['address', 'code', 'id', 'logo', 'name']);
    }
  });
});
