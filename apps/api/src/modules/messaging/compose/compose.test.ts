import type { TCampaign, TPreview } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverCampaign } from '@/modules/messaging/delivery/deliver-campaign.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { isolatedMessagingApp, messagingSchool } from '@/test/messaging-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// Its campaigns are delivered by the test itself, never by another file's worker.
const t = useTestApp({}, isolatedMessagingApp);

type School = Awaited<ReturnType<typeof messagingSchool>>;
let s: School;
beforeAll(async () => {
  s = await messagingSchool(t);
});

const message = {
  group: 'department' as const,
  subject: '{firstName}, your {department} notice',
  body: 'Dear {firstName} {lastName} ({matricNumber}), {programme} {level} level, {faculty}, {schoolName}. Write to {email}.',
};

describe('placeholders and the preview', () => {
  it('previews the message for the first recipient, or the one picked, filled in for them', async () => {
    const zara = await s.student('CSC', 200, { name: 'Zara Musa Bello' });
    const amaka = await s.student('CSC', 400, { name: 'Amaka Nwosu' });
    const audience = { ...message, departmentId: s.unit('CSC').department };
    const first = await s.post<TPreview>('/api/v1/messaging/preview', { message: audience });
    expect(first.status).toBe(200);
    expect(first.body.recipient).toMatchObject({ id: amaka.id, name: 'Amaka Nwosu' });
    expect(first.body.recipient?.detail).toBe(`${amaka.userOrgId} · CSC · 400 level`);
    expect(first.body.subject).toBe('Amaka, your CSC notice');

    const picked = await s.post<TPreview>('/api/v1/messaging/preview', {
      message: audience,
      recipientId: zara.id,
    });
    expect(picked.body.subject).toBe('Zara, your CSC notice');
    expect(picked.body.text).toContain(
      `Dear Zara Bello (${zara.userOrgId}), CSC 200 level, SCI, ${'Test School'}`,
    );
    expect(picked.body.text).toContain(`Write to ${zara.email}.`);
    expect(picked.body.text).toContain('/unsubscribe?token=');

    // Someone outside the audience cannot be previewed.
    const outsider = await s.student('ENG', 200);
    const outside = await s.post<{ code: string }>('/api/v1/messaging/preview', {
      message: audience,
      recipientId: outsider.id,
    });
    expect(outside.status).toBe(404);
    expect(outside.body.code).toBe('messaging_recipient_not_in_audience');
  });

  it('sends each recipient their own copy, filled in when delivered', async () => {
    const a = await s.student('MTH', 500, { name: 'Tola Ade' });
    const b = await s.student('MTH', 500, { name: 'Femi Kuti' });
    const campaign = await s.send({ ...message, group: 'level', level: 500 });
    await deliverCampaign(t.app.services, campaign.id);
    const kept = await t.database.db
      .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'campaign'), eq(mailOutbox.schoolId, s.schoolId)));
    const to = (email: string | null) => kept.find((m) => m.to === email);
    expect(to(a.email)?.subject).toBe('Tola, your MTH notice');
    expect(to(a.email)?.text).toContain(`Dear Tola Ade (${a.userOrgId}), MTH 500 level, SCI`);
    expect(to(b.email)?.subject).toBe('Femi, your MTH notice');
    const done = await s.get<TCampaign>(`/api/v1/messaging/campaigns/${campaign.id}`);
    expect(done.body).toMatchObject({ delivery: 'mailbox', recipients: 2 });
    expect(done.body.counts).toMatchObject({ kept: 2, queued: 0 });
    expect(done.body.finishedAt).not.toBeNull();
  });

  it('refuses unknown placeholders in the subject and the body, naming them', async () => {
    const res = await s.post<{ code: string; errors: { field: string; message: string }[] }>(
      '/api/v1/messaging/campaigns',
      {
        group: 'all_students',
        subject: 'Hello {firstname}',
        body: 'Your {  grade } and {cgpa} and again {cgpa}. {firstName} is fine.',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    const byField = Object.fromEntries(res.body.errors.map((e) => [e.field, e.message]));
    expect(byField['body.subject']).toMatch(
      /^Unknown placeholder \{firstname\}\. Use \{firstName\}/,
    );
    expect(byField['body.body']).toMatch(/^Unknown placeholder \{ {2}grade \}, \{cgpa\}\. Use /);
    const preview = await s.post<{ errors: { field: string }[] }>('/api/v1/messaging/preview', {
      message: { group: 'all_students', subject: 'Hi', body: '{nickname}' },
    });
    expect(preview.status).toBe(400);
    expect(preview.body.errors.map((e) => e.field)).toEqual(['body.message.body']);
  });

  it('refuses a message to a group with nobody to write to', async () => {
    const res = await s.post<{ code: string }>('/api/v1/messaging/campaigns', {
      ...message,
      group: 'level',
      level: 900,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('messaging_no_recipients');
  });
});
