import type { TExportState, TSignInsReport } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@/platform/db/database.ts';
import { runMigrations } from '@/platform/db/migrate.ts';
import { exportWhenFinished } from '@/test/export-files.ts';
import { clientFor, cookieOf, createSchool, createUser, signIn } from '@/test/fixtures.ts';
import {
  canMakeReplicaCluster,
  queryOn,
  type ReplicaCluster,
  startReplicaCluster,
} from '@/test/replica-cluster.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import type { Client } from '@/test/use-test-app.ts';

const url = process.env.DATABASE_URL;

// Issue 19: reports may read from a PostgreSQL streaming replica (DATABASE_READ_URL). The test
// makes its own primary and a `pg_basebackup` replica, holds the replica's replay and sees the
// report a step behind while sign-ins, sessions and writes go on at the primary.
describe.runIf(url && canMakeReplicaCluster())('reports read from a streaming replica', () => {
  let cluster: ReplicaCluster;
  let primary: Database;
  let t: TestApp;
  let schoolId: string;
  let admin: Client;

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    primary = await openDatabase({ url: cluster.primaryUrl, poolSize: 4 });
    await runMigrations(primary);
    t = await createTestApp(
      { DATABASE_URL: cluster.primaryUrl, DATABASE_READ_URL: cluster.replicaUrl },
      { shared: primary },
    );
    const school = await createSchool(primary.db);
    schoolId = school.id;
    const user = await createUser(primary.db, { schoolId, roles: ['admin'] });
    admin = await clientFor(t.app, user.email ?? '');
    await cluster.caughtUp();
  });
  afterAll(async () => {
    await t?.close();
    await primary?.close();
    await cluster?.stop();
  });

  const reportedSignIns = async () => {
    const res = await admin('/api/v1/reports/sign-ins');
    expect(res.statusCode).toBe(200);
    return res.json<TSignInsReport>().last7Days.succeeded;
  };
  const signInsOnPrimary = async () => {
    const [row] = await queryOn<{ n: number }>(
      cluster.primaryUrl,
      'select coalesce(sum(succeeded), 0)::int as n from sign_in_days where school_id = $1',
      [schoolId],
    );
    return row?.n;
  };

  it('shows a report from the replica: behind while replay is held, caught up after', async () => {
    const before = await reportedSignIns();
    expect(before).toBe(await signInsOnPrimary());
    await cluster.pauseReplay();
    try {
      const teacher = await createUser(primary.db, { schoolId, roles: ['teacher'] });
      const login = await signIn(t.app, teacher.email ?? '');
      expect(login.statusCode).toBe(200);
      // The new session is looked up on the primary: the replica has not got it yet.
      const me = await t.app.inject({
        url: '/api/v1/auth/me',
        headers: { cookie: cookieOf(login) },
      });
      expect(me.statusCode).toBe(200);
      expect(await signInsOnPrimary()).toBe(before + 1);
      expect(await reportedSignIns()).toBe(before);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    expect(await reportedSignIns()).toBe(before + 1);
  });

  it('answers every officer home from the replica', async () => {
    const homes = [
      ['hos', '/api/v1/reports/school'],
      ['accountant', '/api/v1/reports/accounts'],
      ['admissionOfficer', '/api/v1/reports/admissions-queue'],
      ['examOfficer', '/api/v1/reports/exams-queue'],
    ] as const;
    for (const [role, path] of homes) {
      const officer = await createUser(primary.db, { schoolId, roles: [role] });
      const client = await clientFor(t.app, officer.email ?? '', role);
      expect((await client(path)).statusCode, path).toBe(200);
    }
  });

  it('writes at the primary while the replica, which refuses writes, is held', async () => {
    await expect(
      queryOn(cluster.replicaUrl, 'create table refused (id int)'),
    ).rejects.toMatchObject({ code: '25006' });
    await cluster.pauseReplay();
    let email = '';
    try {
      const created = await admin({
        method: 'POST',
        url: '/api/v1/users',
        payload: {
          name: 'Replica Witness',
          email: 'replica.witness@example.test',
          roles: ['teacher'],
        },
      });
      expect(created.statusCode).toBe(201);
      const user = created.json<{ id: string; email: string }>();
      email = user.email;
      // Read after its own write: the primary's.
      expect((await admin(`/api/v1/users/${user.id}`)).statusCode).toBe(200);
      // The export reads the replica: not there yet.
      const held = await admin('/api/v1/users.csv');
      expect(held.statusCode).toBe(200);
      expect(held.body).not.toContain(email);
    } finally {
      await cluster.resumeReplay();
    }
    await cluster.caughtUp();
    const exported = await admin('/api/v1/users.csv');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(email);
  });

  it('writes a large export as a job from the replica, its state and file kept at the primary', async () => {
    const jobs = await createTestApp(
      {
        DATABASE_URL: cluster.primaryUrl,
        DATABASE_READ_URL: cluster.replicaUrl,
        EXPORT_DIRECT_MAX_ROWS: '0',
        JOBS_WORKER: '1',
      },
      { shared: primary },
    );
    try {
      const user = await createUser(primary.db, { schoolId, roles: ['admin'] });
      await cluster.caughtUp();
      const asAdmin = await clientFor(jobs.app, user.email ?? '');
      await cluster.pauseReplay();
      let unseen = '';
      try {
        unseen = (await createUser(primary.db, { schoolId, roles: ['teacher'] })).email ?? '';
        const started = await asAdmin('/api/v1/users.csv');
        expect(started.statusCode).toBe(202);
        const done = await exportWhenFinished(asAdmin, started.json<TExportState>().id);
        expect(done.state).toBe('done');
        const file = await asAdmin(done.download?.url ?? '');
        expect(file.statusCode).toBe(200);
        expect(file.body).toContain(user.email ?? '');
        expect(file.body).not.toContain(unseen);
      } finally {
        await cluster.resumeReplay();
      }
    } finally {
      await jobs.close();
    }
  });
});
