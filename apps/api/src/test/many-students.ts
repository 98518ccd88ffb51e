import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { sessions, userRoles, users } from '@/modules/identity/identity.tables.ts';
import { SESSION_COOKIE } from '@/platform/auth/session-cookie.ts';
import { hashToken, newToken } from '@/platform/auth/tokens.ts';
import type { Db } from '@/platform/db/database.ts';
import { uniqueTag } from './fixtures.ts';

type Spec = {
  schoolId: string;
  programmeId: string;
  count: number;
  gender?: 'male' | 'female';
  level?: number;
  /** Give each a passport photograph (course registration asks for one). */
  passport?: boolean;
};

/**
 * `count` enrolled students of a programme, each signed in, in a handful of set-based inserts
 * (a rush test needs hundreds: signing each in through argon2 would take minutes). Each comes
 * with a client that sends their session cookie, as a browser would.
 */
export async function manyStudents(app: FastifyInstance, db: Db, spec: Spec) {
  const tag = uniqueTag().toLowerCase();
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: spec.count }, (_, i) => ({
        schoolId: spec.schoolId,
        name: `Rush student ${i} ${tag}`,
        email: `rush-${tag}-${i}@example.test`,
        status: 'active' as const,
        authAccountCreated: true,
        emailVerified: true,
        userOrgId: `RUSH/${tag}/${i}`,
        gender: spec.gender ?? 'male',
        passportFileId: spec.passport ? randomUUID() : null,
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db
    .insert(userRoles)
    .values(
      people.map((p) => ({ userId: p.id, role: 'student' as const, schoolId: spec.schoolId })),
    );
  await db.insert(enrollments).values(
    people.map((p) => ({
      schoolId: spec.schoolId,
      studentId: p.id,
      programmeId: spec.programmeId,
      entryYear: 2026,
      currentLevel: spec.level ?? 100,
    })),
  );
  const now = new Date();
  const tokens = people.map(() => newToken());
  await db.insert(sessions).values(
    people.map((p, i) => ({
      tokenHash: hashToken(tokens[i] ?? ''),
      userId: p.id,
      schoolId: spec.schoolId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 3_600_000),
    })),
  );
  const origin = new URL(app.config.publicUrl).origin;
  return people.map((p, i) => ({
    id: p.id,
    email: p.email,
    /** The session cookie, for a request to another process of the same database. */
    cookie: `${SESSION_COOKIE}=${tokens[i]}`,
    client: (options: InjectOptions | string) => {
      const base: InjectOptions = typeof options === 'string' ? { url: options } : options;
      return app.inject({
        ...base,
        headers: { origin, ...(base.headers ?? {}), cookie: `${SESSION_COOKIE}=${tokens[i]}` },
      });
    },
  }));
}
