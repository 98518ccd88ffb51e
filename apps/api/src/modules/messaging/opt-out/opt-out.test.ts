import type {
  TAudienceCount,
  TCampaignRecipientList,
  TUnsubscribeState,
} from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverCampaign } from '@/modules/messaging/delivery/deliver-campaign.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { isolatedMessagingApp, messagingSchool, plainMessage } from '@/test/messaging-fixtures.ts';
import { linkIn } from '@/test/smtp-sink.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// Its campaigns are delivered by the test itself, never by another file's worker.
const t = useTestApp({}, isolatedMessagingApp);

type School = Awaited<ReturnType<typeof messagingSchool>>;
let s: School;
beforeAll(async () => {
  s = await messagingSchool(t);
});

/** The campaign mails kept for `email` (no mail server: the development mailbox). */
const keptFor = (email: string | null) =>
  t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, 'campaign'), eq(mailOutbox.toAddress, email ?? '')));

const unsubscribe = (token: string, subscribed: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/messaging/unsubscribe',
    payload: { token, subscribed },
  });

describe('opting out of non-essential mail', () => {
  it('the link in a message leaves non-essential mail; later ones skip the address, essential ones do not', async () => {
    const leaver = await s.student('ENG', 600, { name: 'Kemi Leaver' });
    const stayer = await s.student('ENG', 600, { name: 'Dayo Stayer' });
    const first = await s.send(plainMessage({ group: 'level', level: 600 }));
    await deliverCampaign(t.app.services, first.id);
    const [mail] = await keptFor(leaver.email);
    const token = new URL(linkIn(mail?.text ?? '', '/unsubscribe')).searchParams.get('token') ?? '';

    // The link's page, signed out: whose address and whether it still receives mail.
    const page = await t.app.inject(`/api/v1/messaging/unsubscribe?token=${token}`);
    expect(page.statusCode).toBe(200);
    const state = page.json() as TUnsubscribeState;
    expect(state).toMatchObject({
      subscribed: true,
      schoolName: expect.stringMatching(/^Test School/),
    });
    expect(state.email).toBe(`${(leaver.email ?? '').slice(0, 2)}•••@example.test`);
    const left = await unsubscribe(token, false);
    expect(left.json()).toMatchObject({ subscribed: false });
    expect((await unsubscribe(token, false)).statusCode).toBe(200);

    const count = await s.post<TAudienceCount>('/api/v1/messaging/audience/count', {
      group: 'level',
      level: 600,
    });
    expect(count.body).toMatchObject({ recipients: 2, optedOut: 1 });

    // A non-essential message: the leaver is listed as opted out, not dropped, and gets nothing.
    const later = await s.send(plainMessage({ group: 'level', level: 600, subject: 'Later' }));
    expect(later.counts).toMatchObject({ queued: 1, opted_out: 1 });
    await deliverCampaign(t.app.services, later.id);
    const rows = await s.get<TCampaignRecipientList>(
      `/api/v1/messaging/campaigns/${later.id}/recipients?status=opted_out`,
    );
    expect(rows.body.items.map((r) => r.name)).toEqual(['Kemi Leaver']);
    expect((await keptFor(leaver.email)).map((m) => m.subject)).toEqual(['Hello']);
    expect((await keptFor(stayer.email)).map((m) => m.subject).sort()).toEqual(['Hello', 'Later']);

    // An essential notice reaches everyone and says why it cannot be left.
    const notice = await s.send(
      plainMessage({ group: 'level', level: 600, subject: 'Deadline', essential: true }),
    );
    expect(notice.counts).toMatchObject({ queued: 2, opted_out: 0 });
    await deliverCampaign(t.app.services, notice.id);
    const essential = (await keptFor(leaver.email)).find((m) => m.subject === 'Deadline');
    expect(essential?.text).toContain('This is an essential notice from');
    expect(essential?.text).toContain('cannot be unsubscribed from');
    expect(essential?.text).not.toContain('/unsubscribe?token=');

    // Rejoining: the next non-essential message reaches the address again.
    expect((await unsubscribe(token, true)).json()).toMatchObject({ subscribed: true });
    const back = await s.send(plainMessage({ group: 'level', level: 600, subject: 'Back' }));
    expect(back.counts).toMatchObject({ queued: 2, opted_out: 0 });
  });

  it('an address that leaves after a campaign was queued is skipped when its copy comes up', async () => {
    const late = await s.student('ENG', 700);
    const campaign = await s.send(plainMessage({ group: 'level', level: 700 }));
    const preview = await s.post<{ text: string }>('/api/v1/messaging/preview', {
      message: plainMessage({ group: 'level', level: 700 }),
    });
    const token =
      new URL(linkIn(preview.body.text, '/unsubscribe')).searchParams.get('token') ?? '';
    await unsubscribe(token, false);
    await deliverCampaign(t.app.services, campaign.id);
    expect(await keptFor(late.email)).toEqual([]);
    const rows = await s.get<TCampaignRecipientList>(
      `/api/v1/messaging/campaigns/${campaign.id}/recipients`,
    );
    expect(rows.body.items.map((r) => r.status)).toEqual(['opted_out']);
  });

  it('refuses a link that was not signed by the portal', async () => {
    const payload = Buffer.from(`${s.schoolId} someone@example.test`).toString('base64url');
    const forged = `${payload}${'A'.repeat(43)}`;
    for (const token of [forged, 'nonsense', `${forged}x`]) {
      const res = await unsubscribe(token, false);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code).toBe('messaging_unsubscribe_link_invalid');
    }
  });
});
