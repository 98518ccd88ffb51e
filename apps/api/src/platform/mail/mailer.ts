import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import * as z from 'zod';
import type { Db } from '@/platform/db/database.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import type { JobRunner } from '@/platform/jobs/job-runner.ts';
import { mailOutbox } from './mail.tables.ts';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What kind of message this is, for the outbox and its tests (`verify_email`, …). */
  template: string;
  schoolId: string | null;
};

/** A message sent at once by `sendNow`, with extra headers (`List-Unsubscribe`). */
export type DirectMail = {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
};

const MAX_ATTEMPTS = 5;
const BATCH = 20;
/** The delivery job also runs this often, for retries and for mail other processes queued. */
const DRAIN_EVERY_SECONDS = 15;
/** A claimed message whose sender died is tried again after this long. */
const CLAIM_MS = 10 * 60_000;
/** While the mail server cannot be reached, the outbox is tried again this often. */
const UNREACHABLE_RETRY_MS = 60_000;

/**
 * Whether a send failed because no mail server answered (down, restarting, unreachable), as
 * opposed to a server that answered and refused the message (an SMTP reply code).
 */
export function serverUnreachable(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string };
  if (typeof e?.responseCode === 'number') return false;
  return ['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ECONNREFUSED', 'ECONNRESET'].includes(
    e?.code ?? '',
  );
}

/** Sends what is due in the outbox; scheduled, and triggered by `kick()` after a commit. */
export const deliverMailJob = defineJob({
  name: 'mail.deliver',
  payload: z.object({}).strict(),
  maxAttempts: 3,
  retryDelaySeconds: 5,
});

/**
 * Mail goes through the outbox table, written in the same transaction as the change that
 * causes it, so no message is lost or sent for a change that rolled back. With SMTP
 * configured, the `mail.deliver` job delivers and retries (each message is claimed by one
 * process); without it, messages are kept for /dev/mailbox.
 */
/** Messages per insert statement when many are queued at once. */
const QUEUE_CHUNK = 500;

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly jobs: JobRunner,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Gives the runner the delivery job; only a process that can send mail registers it. */
  registerDelivery(): void {
    if (!this.transport) return;
    this.jobs.register(deliverMailJob, async () => {
      while ((await this.deliverDue()) === BATCH) {
        // A full batch: more may be due.
      }
    });
    this.jobs.schedule(deliverMailJob, DRAIN_EVERY_SECONDS);
  }

  /** Adds a message to the outbox; call `kick()` after the transaction commits. */
  async queue(db: DbOrTx, mail: OutgoingMail): Promise<void> {
    await this.queueAll(db, [mail]);
  }

  /** Adds many messages (a ballot's outcomes) in a few statements, not one per message. */
  async queueAll(db: DbOrTx, mails: readonly OutgoingMail[]): Promise<void> {
    const status = this.transport ? ('queued' as const) : ('kept' as const);
    for (let i = 0; i < mails.length; i += QUEUE_CHUNK) {
      await db.insert(mailOutbox).values(
        mails.slice(i, i + QUEUE_CHUNK).map((mail) => ({
          schoolId: mail.schoolId,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          template: mail.template,
          status,
        })),
      );
    }
  }

  /**
   * Has what is due delivered now rather than at the next scheduled run. Services call it
   * without awaiting, after their transaction commits, so a slow SMTP server never holds a
   * request; it never rejects.
   */
  async kick(): Promise<void> {
    if (!this.transport) return;
    try {
      await this.jobs.trigger(deliverMailJob);
    } catch (error) {
      this.log.error({ err: error }, 'mail: could not trigger delivery');
    }
  }

  /**
   * Hands one message to the mail server now and waits for its answer; a refusal is thrown
   * with the server's reason. For senders that keep each message's delivery state themselves
   * (the e-mail sender's campaigns); everything else goes through the outbox.
   */
  async sendNow(mail: DirectMail): Promise<void> {
    if (!this.transport) throw new Error('no mail server is configured (SMTP_URL)');
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }

  close(): void {
    this.transport?.close();
  }

  /** Claims due messages (skipping ones another process holds) and sends them. */
  async deliverDue(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let claimed: (typeof mailOutbox.$inferSelect)[] = [];
    try {
      claimed = await this.db.transaction(async (tx) => {
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(
              or(eq(mailOutbox.status, 'queued'), eq(mailOutbox.status, 'sending')),
              lte(mailOutbox.nextAttemptAt, sql`now()`),
            ),
          )
          .orderBy(mailOutbox.createdAt)
          .limit(BATCH)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(mailOutbox)
          .set({
            status: 'sending',
            attempts: sql`${mailOutbox.attempts} + 1`,
            nextAttemptAt: new Date(Date.now() + CLAIM_MS),
          })
          .where(
            inArray(
              mailOutbox.id,
              due.map((d) => d.id),
            ),
          )
          .returning();
      });
    } catch (error) {
      this.log.error({ err: error }, 'mail: could not claim due messages');
      return 0;
    }
    for (const [index, mail] of claimed.entries()) {
      try {
        await transport.sendMail({
          from: this.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
        });
        await this.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, mail.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (serverUnreachable(error)) {
          // Not this message's fault: it and the rest of the batch wait for the server, however
          // long it is down, and never run out of attempts for it.
          this.log.warn({ mailId: mail.id }, `mail: the mail server is unreachable: ${message}`);
          await this.db
            .update(mailOutbox)
            .set({
              status: 'queued',
              attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
              lastError: message.slice(0, 500),
              nextAttemptAt: new Date(Date.now() + UNREACHABLE_RETRY_MS),
            })
            .where(
              inArray(
                mailOutbox.id,
                claimed.slice(index).map((m) => m.id),
              ),
            );
          return index;
        }
        const giveUp = mail.attempts >= MAX_ATTEMPTS;
        this.log.warn({ mailId: mail.id, attempt: mail.attempts, giveUp }, `mail: ${message}`);
        await this.db
          .update(mailOutbox)
          .set({
            status: giveUp ? 'failed' : 'queued',
            lastError: message.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + mail.attempts ** 2 * 60_000),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
    return claimed.length;
  }
}
