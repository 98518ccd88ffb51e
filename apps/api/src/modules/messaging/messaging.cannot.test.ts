import { roleKeys, type TCampaignList } from '@campusflow/contracts';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectDataUnchanged } from '@/test/data-fingerprint.ts';
import { isolatedMessagingApp, messagingSchool, plainMessage } from '@/test/messaging-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// It sends a campaign: no other file's worker (on a shared PostgreSQL database) may deliver it.
const t = useTestApp({}, isolatedMessagingApp);

type School = Awaited<ReturnType<typeof messagingSchool>>;
let mine: School;
let theirs: School;
let theirCampaign: string;
beforeAll(async () => {
  mine = await messagingSchool(t);
  theirs = await messagingSchool(t);
  await mine.student('CSC');
  await theirs.student('CSC');
  theirCampaign = (await theirs.send(plainMessage({ group: 'all_students' }))).id;
});

const base = '/api/v1/messaging';

/** Every messaging route, with a body a head of school could send. */
function everyRoute(campaignId: string): InjectOptions[] {
  const message = plainMessage({ group: 'all_students' });
  return [
    { method: 'GET', url: `${base}/audience-options` },
    { method: 'POST', url: `${base}/audience/count`, payload: { group: 'all_students' } },
    { method: 'POST', url: `${base}/audience/members`, payload: { audience: message } },
    { method: 'POST', url: `${base}/preview`, payload: { message } },
    { method: 'POST', url: `${base}/campaigns`, payload: message },
    { method: 'GET', url: `${base}/campaigns` },
    { method: 'GET', url: `${base}/campaigns/${campaignId}` },
    { method: 'GET', url: `${base}/campaigns/${campaignId}/recipients` },
    { method: 'POST', url: `${base}/campaigns/${campaignId}/resend-failed`, payload: {} },
  ];
}

describe('what the e-mail sender refuses', () => {
  it('every role but the head of school gets 403 on every route, and nothing changes', async () => {
    const others = roleKeys.filter((r) => r !== 'hos');
    const clients = await Promise.all(
      others.map(async (role) => ({
        role,
        client: (await t.person(role === 'appadmin' ? null : mine.schoolId, role)).client,
      })),
    );
    await expectDataUnchanged(
      t.database,
      { schoolIds: [mine.schoolId], actorIds: [] },
      async () => {
        for (const { role, client } of clients) {
          for (const request of everyRoute(theirCampaign)) {
            const res = await client(request);
            expect(res.statusCode, `${role} ${request.method} ${request.url}`).toBe(403);
          }
        }
      },
    );
  });

  it('a head of school cannot read, resend or see another school’s message', async () => {
    for (const url of [
      `${base}/campaigns/${theirCampaign}`,
      `${base}/campaigns/${theirCampaign}/recipients`,
    ]) {
      const res = await mine.get<{ code: string }>(url);
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('messaging_campaign_not_found');
    }
    await expectDataUnchanged(
      t.database,
      { schoolIds: [theirs.schoolId], actorIds: [] },
      async () => {
        const resend = await mine.post<{ code: string }>(
          `${base}/campaigns/${theirCampaign}/resend-failed`,
          {},
        );
        expect(resend.status).toBe(404);
      },
    );
    const list = await mine.get<TCampaignList>(`${base}/campaigns?limit=100`);
    expect(list.body.items.map((c) => c.id)).not.toContain(theirCampaign);
  });

  it('a head of school cannot write to another school’s faculty, department or programme', async () => {
    const groups = [
      { group: 'faculty' as const, facultyId: theirs.faculties.sci },
      { group: 'department' as const, departmentId: theirs.unit('CSC').department },
      { group: 'programme' as const, programmeId: theirs.unit('CSC').programme },
    ];
    await expectDataUnchanged(
      t.database,
      { schoolIds: [mine.schoolId, theirs.schoolId], actorIds: [mine.hosUser.id] },
      async () => {
        for (const group of groups) {
          const message = plainMessage(group);
          for (const [url, payload] of [
            [`${base}/campaigns`, message],
            [`${base}/preview`, { message }],
            [`${base}/audience/count`, group],
            [`${base}/audience/members`, { audience: group }],
          ] as const) {
            const res = await mine.post<{ code: string }>(url, payload);
            expect(res.status, `${url} ${group.group}`).toBe(404);
            expect(res.body.code).toBe('messaging_group_not_found');
          }
        }
      },
    );
  });

  it('a pasted list reaches only the school’s own people', async () => {
    const outsider = await theirs.student('MTH');
    const res = await mine.post<{ code: string }>(
      `${base}/campaigns`,
      plainMessage({ group: 'list', list: `${outsider.email}\n${outsider.userOrgId}` }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('messaging_no_recipients');
  });
});
