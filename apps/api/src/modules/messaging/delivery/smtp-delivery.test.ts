import type { TCampaign, TCampaignRecipientList, TResendResult } from '@campusflow/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCampaignRecipients } from '@/modules/messaging/messaging.tables.ts';
import { jobs } from '@/platform/jobs/jobs.tables.ts';
import { uniqueTag } from '@/test/fixtures.ts';
import { freePort } from '@/test/free-port.ts';
import { isolatedMessagingApp, messagingSchool } from '@/test/messaging-fixtures.ts';
import { startSmtpSink } from '@/test/smtp-sink.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { deliverCampaign } from './deliver-campaign.ts';

// Delivery over a real SMTP server (smtp-sink.ts) that refuses the addresses in `refused`.
// The app the head of school uses runs no worker: its campaign waits in the database until a
// second app on the same data, with a worker (a restart, or another process), delivers it.

const refused = new Set<string>();
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
const t = useTestApp({}, async (env) => {
  smtp = await startSmtpSink({
    refuseRecipient: (address) =>
      refused.has(address) ? 'Requested action not taken: mailbox unavailable' : null,
  });
  return isolatedMessagingApp({ ...env, SMTP_URL: smtp.url, JOBS_WORKER: '0' });
});
let worker: TestApp | undefined;
afterAll(async () => {
  await worker?.close();
  await smtp?.close();
});

type School = Awaited<ReturnType<typeof messagingSchool>>;
let s: School;
beforeAll(async () => {
  s = await messagingSchool(t);
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not done: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const recipients = (id: string) =>
  s
    .get<TCampaignRecipientList>(`/api/v1/messaging/campaigns/${id}/recipients?limit=100`)
    .then((r) => r.body.items);

/** Seconds from now to an ISO time. */
const secondsUntil = (iso: string | null) => (new Date(iso ?? 0).getTime() - Date.now()) / 1000;

/** Lets the retrying copies of a campaign fall due now, as if their back-off had passed. */
const backOffPassed = (campaignId: string) =>
  t.database.db
    .update(mailCampaignRecipients)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailCampaignRecipients.campaignId, campaignId),
        eq(mailCampaignRecipients.status, 'retrying'),
      ),
    );

describe('delivering a campaign over SMTP', () => {
  it('waits in the database until a worker runs, then sends each copy filled in for its recipient', async () => {
    const ada = await s.student('CSC', 300, { name: 'Ada Obi' });
    const bola = await s.student('MTH', 300, { name: 'Bola Ade' });
    const refusedOne = await s.student('ENG', 300, {
      name: 'Chidi Eze',
      email: `refuse-${uniqueTag().toLowerCase()}@example.test`,
    });
    refused.add(refusedOne.email ?? '');

    const campaign = await s.send({
      group: 'level',
      level: 300,
      subject: 'Fees for {firstName}',
      body: 'Dear {firstName} {lastName} ({matricNumber}), {programme} at {level} level.',
    });
    expect(campaign).toMatchObject({ recipients: 3, delivery: 'smtp', finishedAt: null });
    expect(campaign.counts.queued).toBe(3);
    // Nothing runs the job here: the campaign and its job wait in the database.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toHaveLength(0);
    const [job] = await t.database.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.name, 'messaging.deliver'), eq(jobs.singletonKey, campaign.id)));
    expect(job?.state).toBe('queued');

    worker = await createTestApp({ SMTP_URL: smtp.url, JOBS_WORKER: '1' }, { shared: t.database });
    await worker.app.ready();
    const rows = await until(
      () => recipients(campaign.id),
      (items) => items.every((r) => r.status !== 'queued' && r.status !== 'sending'),
    );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    expect(byName['Ada Obi']).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(byName['Bola Ade']?.status).toBe('sent');
    const retrying = byName['Chidi Eze'];
    expect(retrying).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(retrying?.lastError).toContain('mailbox unavailable');
    // The first back-off is a minute.
    expect(secondsUntil(retrying?.nextAttemptAt ?? null)).toBeGreaterThan(50);
    expect(secondsUntil(retrying?.nextAttemptAt ?? null)).toBeLessThan(70);

    const toAda = smtp.received.find((m) => m.to.includes(ada.email ?? ''));
    const raw = (toAda?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toContain('Subject: Fees for Ada');
    expect(raw).toContain(`Dear Ada Obi (${ada.userOrgId}), CSC at 300 level.`);
    expect(raw).toMatch(/List-Unsubscribe:\s+<http[^>]*\/unsubscribe\?token=/);
    expect(smtp.received.find((m) => m.to.includes(bola.email ?? ''))?.raw).toContain(
      'Dear Bola Ade',
    );

    // The second refusal waits five minutes; the third is the last.
    await backOffPassed(campaign.id);
    await deliverCampaign(t.app.services, campaign.id);
    let chidi = (await recipients(campaign.id)).find((r) => r.name === 'Chidi Eze');
    expect(chidi).toMatchObject({ status: 'retrying', attempts: 2 });
    expect(secondsUntil(chidi?.nextAttemptAt ?? null)).toBeGreaterThan(290);
    await backOffPassed(campaign.id);
    await deliverCampaign(t.app.services, campaign.id);
    chidi = (await recipients(campaign.id)).find((r) => r.name === 'Chidi Eze');
    expect(chidi).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(chidi?.lastError).toContain('mailbox unavailable');
    const settled = await s.get<TCampaign>(`/api/v1/messaging/campaigns/${campaign.id}`);
    expect(settled.body.counts).toMatchObject({ sent: 2, failed: 1, queued: 0, retrying: 0 });
    expect(settled.body.finishedAt).not.toBeNull();

    // The mailbox works again: "resend to the failed ones" reaches Chidi.
    refused.delete(refusedOne.email ?? '');
    const resend = await s.post<TResendResult>(
      `/api/v1/messaging/campaigns/${campaign.id}/resend-failed`,
      {},
    );
    expect(resend).toEqual({ status: 200, body: { requeued: 1 } });
    const again = await until(
      () => s.get<TCampaign>(`/api/v1/messaging/campaigns/${campaign.id}`).then((r) => r.body),
      (c) => c.finishedAt !== null,
    );
    expect(again.counts).toMatchObject({ sent: 3, failed: 0 });
    expect(smtp.received.filter((m) => m.to.includes(refusedOne.email ?? ''))).toHaveLength(1);
    const second = await s.post<TResendResult>(
      `/api/v1/messaging/campaigns/${campaign.id}/resend-failed`,
      {},
    );
    expect(second.body).toEqual({ requeued: 0 });
  });
  it('waits for a mail server that is down, without using up its attempts, then sends once', async () => {
    // Only this test's apps deliver: the first test's worker (on the live server) is gone.
    await worker?.close();
    worker = undefined;
    const people = [
      await s.student('CSC', 200, { name: 'Dayo Down' }),
      await s.student('MTH', 200, { name: 'Efe Down' }),
    ];
    const campaign = await s.send({
      group: 'level',
      level: 200,
      subject: 'Hello',
      body: 'Hi {firstName}.',
    });
    const dead = await createTestApp(
      { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, JOBS_WORKER: '0' },
      { shared: t.database },
    );
    try {
      for (let run = 0; run < 5; run++) {
        await t.database.db
          .update(mailCampaignRecipients)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(mailCampaignRecipients.campaignId, campaign.id));
        await deliverCampaign(dead.app.services, campaign.id);
      }
    } finally {
      await dead.close();
    }
    const waiting = await recipients(campaign.id);
    expect(waiting.map((r) => [r.status, r.attempts])).toEqual([
      ['retrying', 0],
      ['retrying', 0],
    ]);
    await backOffPassed(campaign.id);
    await deliverCampaign(t.app.services, campaign.id);
    expect((await recipients(campaign.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    for (const person of people) {
      expect(smtp.received.filter((m) => m.to.includes(person.email ?? ''))).toHaveLength(1);
    }
  });
});
