import type { FastifyInstance } from 'fastify';
import type { Db } from '@/platform/db/database.ts';
import { clientFor, createUser } from './fixtures.ts';
import { hostelSchool } from './hostel-fixtures.ts';

type Options = Parameters<typeof hostelSchool>[1];

/**
 * The hostel school of `hostelSchool` with its hostel admin signed in (`asAdmin`), and
 * `applyAs(student)`: a student of the school applies (first come: a bed is held) and gets
 * their signed-in client and the application back.
 */
export async function hostelAdminSchool(app: FastifyInstance, db: Db, options: Options = {}) {
  const s = await hostelSchool(db, options);
  const admin = await createUser(db, { schoolId: s.schoolId, roles: ['hostelAdmin'] });
  const asAdmin = await clientFor(app, admin.email ?? '');
  const applyAs = async (student: { email: string | null }) => {
    const client = await clientFor(app, student.email ?? '');
    const response = await client({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: {},
    });
    if (response.statusCode !== 201) throw new Error(`apply failed: ${response.body}`);
    return {
      client,
      application: response.json() as { id: string; place: { bedSpaceId: string } | null },
    };
  };
  return { ...s, admin, asAdmin, applyAs };
}

/** The rules body the admin page sends, with the given changes. */
export function rulesBody(overrides: Record<string, unknown> = {}) {
  return {
    mode: 'first_come',
    holdHours: 48,
    quotas: { firstYear: 40, finalYear: 25, others: 35 },
    requiredFeeTypes: [],
    allowPreferences: true,
    opensAt: new Date(Date.now() - 3_600_000).toISOString(),
    closesAt: new Date(Date.now() + 86_400_000).toISOString(),
    prices: [{ hostelId: null, roomType: null, amountKobo: 5_000_000 }],
    ...overrides,
  };
}
