import type { TAudience, TAudienceCount, TAudienceMembers } from '@campusflow/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@/test/fixtures.ts';
import { messagingSchool } from '@/test/messaging-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

type School = Awaited<ReturnType<typeof messagingSchool>>;
let s: School;
const ids: Record<string, string> = {};
const emails: Record<string, string> = {};
const matrics: Record<string, string> = {};

beforeAll(async () => {
  s = await messagingSchool(t);
  const add = (
    key: string,
    user: { id: string; email: string | null; userOrgId?: string | null },
  ) => {
    ids[key] = user.id;
    emails[key] = user.email ?? '';
    matrics[key] = user.userOrgId ?? '';
  };
  add('csc200', await s.student('CSC', 200));
  add('csc300', await s.student('CSC', 300));
  add('mth200', await s.student('MTH', 200));
  add('eng200', await s.student('ENG', 200));
  add('noAddress', await s.student('ENG', 300, { email: null }));
  add('suspended', await s.student('CSC', 200, { status: 'suspended' }));
  add('offered', await s.applicant('offered'));
  add('offeredLastSession', await s.applicant('offered', s.sessions.other));
  add('submitted', await s.applicant('submitted'));
  add(
    'accountant',
    await createUser(t.database.db, { schoolId: s.schoolId, roles: ['accountant'] }),
  );
  add('teacher', await createUser(t.database.db, { schoolId: s.schoolId, roles: ['teacher'] }));
});

/** The count and the ids of the members (up to 20) of an audience. */
async function reach(audience: TAudience) {
  const count = await s.post<TAudienceCount>('/api/v1/messaging/audience/count', audience);
  expect(count.status, JSON.stringify(count.body)).toBe(200);
  const members = await s.post<TAudienceMembers>('/api/v1/messaging/audience/members', {
    audience,
  });
  expect(members.status).toBe(200);
  return { count: count.body, members: members.body.items.map((m) => m.id).sort() };
}

const idsOf = (...keys: string[]) => keys.map((k) => ids[k]).sort();

describe('the audience of a message', () => {
  it('all students: the enrolled and active ones, those without an address counted apart', async () => {
    const { count, members } = await reach({ group: 'all_students' });
    expect(members).toEqual(idsOf('csc200', 'csc300', 'mth200', 'eng200'));
    expect(count).toMatchObject({ recipients: 4, withoutAddress: 1, optedOut: 0 });
  });

  it('a faculty, a department, a programme and a level narrow it down', async () => {
    const sci = await reach({ group: 'faculty', facultyId: s.faculties.sci });
    expect(sci.members).toEqual(idsOf('csc200', 'csc300', 'mth200'));
    expect(sci.count.recipients).toBe(3);
    const art = await reach({ group: 'faculty', facultyId: s.faculties.art });
    expect(art.count).toMatchObject({ recipients: 1, withoutAddress: 1 });
    const csc = await reach({ group: 'department', departmentId: s.unit('CSC').department });
    expect(csc.members).toEqual(idsOf('csc200', 'csc300'));
    const mth = await reach({ group: 'programme', programmeId: s.unit('MTH').programme });
    expect(mth.members).toEqual(idsOf('mth200'));
    const level = await reach({ group: 'level', level: 200 });
    expect(level.members).toEqual(idsOf('csc200', 'mth200', 'eng200'));
    expect(level.count.recipients).toBe(3);
  });

  it('applicants at a stage are this session’s; staff by role are those holding it', async () => {
    const offered = await reach({ group: 'applicants', stage: 'offered' });
    expect(offered.members).toEqual(idsOf('offered'));
    const submitted = await reach({ group: 'applicants', stage: 'submitted' });
    expect(submitted.members).toEqual(idsOf('submitted'));
    const accountants = await reach({ group: 'staff', role: 'accountant' });
    expect(accountants.members).toEqual(idsOf('accountant'));
    const heads = await reach({ group: 'staff', role: 'hos' });
    expect(heads.members).toEqual([s.hosUser.id]);
  });

  it('a pasted list matches addresses and matric numbers of the school, and names the rest', async () => {
    const other = await createUser(t.database.db, { schoolId: null, roles: [] });
    const list = [
      emails.csc200?.toUpperCase(),
      `${matrics.csc300?.toLowerCase()};`,
      emails.teacher,
      'nobody@example.test',
      other.email,
      emails.suspended,
    ].join('\n');
    const { count, members } = await reach({ group: 'list', list });
    expect(members).toEqual(idsOf('csc200', 'csc300', 'teacher'));
    expect(count.recipients).toBe(3);
    expect(count.unmatchedCount).toBe(3);
    expect(count.unmatched).toEqual(['nobody@example.test', other.email, emails.suspended]);
  });

  it('refuses another school’s faculty, department or programme, and a group without its choice', async () => {
    const other = await messagingSchool(t);
    for (const audience of [
      { group: 'faculty', facultyId: other.faculties.sci },
      { group: 'department', departmentId: other.unit('CSC').department },
      { group: 'programme', programmeId: other.unit('CSC').programme },
    ] as TAudience[]) {
      const res = await s.post<{ code: string }>('/api/v1/messaging/audience/count', audience);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('messaging_group_not_found');
    }
    const missing = await s.post<{ errors: { field: string; message: string }[] }>(
      '/api/v1/messaging/audience/count',
      { group: 'level' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ field: 'body.level', message: 'Choose the level.' }),
    ]);
  });
});
