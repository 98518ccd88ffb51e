import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hostelRules } from '@/modules/hostels/hostels.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { clientFor, createUser } from './fixtures.ts';
import { hostelSchool } from './hostel-fixtures.ts';

type Rules = NonNullable<Parameters<typeof hostelSchool>[1]>['rules'];

/**
 * A hostel school in ballot mode with its window open now, and a signed-in hostel admin.
 * `apply` enrols a student (or takes the school's own) who applies through the student API,
 * as the window requires; `closeWindow` then moves the closing time into the past.
 */
export async function ballotSchool(
  app: FastifyInstance,
  db: Db,
  options: { beds?: number; rules?: Rules } = {},
) {
  const s = await hostelSchool(db, {
    beds: options.beds,
    rules: { mode: 'ballot', ...options.rules },
  });
  const admin = await createUser(db, { schoolId: s.schoolId, roles: ['hostelAdmin'] });
  const asAdmin = await clientFor(app, admin.email ?? '');

  const apply = async (
    spec: Parameters<typeof s.addStudent>[0] | 'own' = {},
    preferences: string[] = [],
  ) => {
    const student = spec === 'own' ? s.student : await s.addStudent(spec);
    const client = await clientFor(app, student.email ?? '');
    const response = await client({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: { preferences },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().state).toBe('pending');
    return { student, client, applicationId: response.json().id as string };
  };

  const closeWindow = () =>
    db
      .update(hostelRules)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(hostelRules.schoolId, s.schoolId));

  const draw = (seed?: string) =>
    asAdmin({
      method: 'POST',
      url: '/api/v1/hostels/ballot/draw',
      payload: seed === undefined ? {} : { seed },
    });

  return { ...s, admin, asAdmin, apply, closeWindow, draw };
}
