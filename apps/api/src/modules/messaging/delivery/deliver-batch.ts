import { inArray, sql } from 'drizzle-orm';
import { PENDING } from '@/modules/messaging/campaigns/campaign-counts.ts';
import {
  type CampaignText,
  renderCopy,
  unsubscribeUrl,
} from '@/modules/messaging/compose/render-copy.ts';
import {
  mailCampaignRecipients,
  type RecipientFields,
} from '@/modules/messaging/messaging.tables.ts';
import { unsubscribeToken } from '@/modules/messaging/opt-out/unsubscribe-token.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { serverUnreachable } from '@/platform/mail/mailer.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/** Copies claimed at a time. */
export const BATCH = 100;
/** Tries per copy; the last refusal leaves it `failed` with the server's reason. */
export const MAX_ATTEMPTS = 3;
/** A claimed copy whose process stopped is tried again after this long. */
const CLAIM_SECONDS = 300;

/** The wait before the next try after the `attempt`-th refusal: 1 minute, then 5. */
export const retryDelaySeconds = (attempt: number) => 60 * 5 ** Math.max(0, attempt - 1);

export type DeliveringCampaign = CampaignText & { id: string; schoolId: string };

type Claimed = {
  id: string;
  email: string;
  fields: RecipientFields;
  status: 'sending' | 'opted_out';
  attempts: number;
};

/**
 * Claims up to BATCH due copies of the campaign (queued, retrying once their time came, or
 * claimed by a process that stopped), skipping rows another process holds. A copy of a
 * non-essential message to someone who has opted out since it was queued becomes `opted_out`.
 */
async function claimDue(ctx: ServiceContext, c: DeliveringCampaign): Promise<Claimed[]> {
  return rowsOf<Claimed>(
    await ctx.db.execute(sql`
      with due as (
        select r.id, (not ${c.essential}::boolean and exists (
            select 1 from mail_opt_outs o
            where o.school_id = ${c.schoolId} and o.email = r.email)) as left_mail
        from mail_campaign_recipients r
        where r.school_id = ${c.schoolId} and r.campaign_id = ${c.id}
          and r.status in ${PENDING} and r.next_attempt_at <= now()
        order by r.next_attempt_at
        limit ${BATCH}
        for update skip locked)
      update mail_campaign_recipients r set
        status = case when due.left_mail then 'opted_out' else 'sending' end,
        attempts = r.attempts + case when due.left_mail then 0 else 1 end,
        next_attempt_at = case when due.left_mail then null
          else now() + ${CLAIM_SECONDS} * interval '1 second' end
      from due where r.id = due.id
      returning r.id, r.email, r.fields, r.status, r.attempts`),
  );
}

const settled = { lastError: null, nextAttemptAt: null };

/** Records a refusal: retried after the back-off, or `failed` after the last attempt. */
async function recordRefusal(ctx: ServiceContext, copy: Claimed, reason: string) {
  const final = copy.attempts >= MAX_ATTEMPTS;
  await ctx.db.execute(sql`
    update mail_campaign_recipients set
      status = ${final ? 'failed' : 'retrying'},
      last_error = ${reason.slice(0, 500)},
      next_attempt_at = ${
        final ? null : sql`now() + ${retryDelaySeconds(copy.attempts)} * interval '1 second'`
      }
    where id = ${copy.id}`);
}

/** While the mail server cannot be reached, claimed copies are tried again this often. */
const UNREACHABLE_RETRY_SECONDS = 60;

/** Puts copies back to wait for a mail server that did not answer, their attempt not counted. */
async function awaitServer(ctx: ServiceContext, ids: string[], reason: string) {
  await ctx.db
    .update(mailCampaignRecipients)
    .set({
      status: 'retrying',
      attempts: sql`greatest(${mailCampaignRecipients.attempts} - 1, 0)`,
      lastError: reason.slice(0, 500),
      nextAttemptAt: sql`now() + ${UNREACHABLE_RETRY_SECONDS} * interval '1 second'`,
    })
    .where(inArray(mailCampaignRecipients.id, ids));
}

/**
 * Delivers one batch: through the mail server when SMTP_URL is set, one copy at a time with
 * its outcome recorded at once; otherwise into the outbox as `kept` (shown at /dev/mailbox),
 * the batch and its status in one transaction. Answers how many copies were claimed.
 */
export async function deliverBatch(ctx: ServiceContext, c: DeliveringCampaign): Promise<number> {
  const claimed = await claimDue(ctx, c);
  const copies = claimed
    .filter((r) => r.status === 'sending')
    .map((r) => {
      const link = unsubscribeUrl(
        ctx.config.publicUrl,
        unsubscribeToken(ctx.appSecret, { schoolId: c.schoolId, email: r.email }),
      );
      return { recipient: r, link, ...renderCopy(c, r.fields, link) };
    });
  if (copies.length === 0) return claimed.length;
  if (!ctx.mailer.delivers) {
    await inTransaction(ctx.db, async (tx) => {
      await ctx.mailer.queueAll(
        tx,
        copies.map((copy) => ({
          to: copy.recipient.email,
          subject: copy.subject,
          text: copy.text,
          template: 'campaign',
          schoolId: c.schoolId,
        })),
      );
      await tx
        .update(mailCampaignRecipients)
        .set({ status: 'kept', sentAt: new Date(), ...settled })
        .where(
          inArray(
            mailCampaignRecipients.id,
            copies.map((copy) => copy.recipient.id),
          ),
        );
    });
    return claimed.length;
  }
  for (const [index, copy] of copies.entries()) {
    try {
      await ctx.mailer.sendNow({
        to: copy.recipient.email,
        subject: copy.subject,
        text: copy.text,
        ...(c.essential ? {} : { headers: { 'List-Unsubscribe': `<${copy.link}>` } }),
      });
      await ctx.db
        .update(mailCampaignRecipients)
        .set({ status: 'sent', sentAt: new Date(), ...settled })
        .where(inArray(mailCampaignRecipients.id, [copy.recipient.id]));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (serverUnreachable(error)) {
        // No server answered: this copy and the rest wait for it, without using an attempt.
        await awaitServer(
          ctx,
          copies.slice(index).map((rest) => rest.recipient.id),
          reason,
        );
        return claimed.length;
      }
      await recordRefusal(ctx, copy.recipient, reason);
    }
  }
  return claimed.length;
}
