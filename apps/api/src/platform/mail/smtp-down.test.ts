import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freePort } from '@/test/free-port.ts';
import { startSmtpSink } from '@/test/smtp-sink.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { mailOutbox } from './mail.tables.ts';
import { Mailer } from './mailer.ts';

const t = useTestApp();

describe('mail while the mail server is down', () => {
  it('waits in the outbox however long it takes, then goes out, none lost or sent twice', async () => {
    const port = await freePort();
    const { db } = t.database;
    const mailer = new Mailer(
      db,
      `smtp://127.0.0.1:${port}`,
      'portal@example.test',
      t.app.log,
      t.app.services.jobs,
    );
    const mails = Array.from({ length: 25 }, (_, i) => ({
      to: `student${i}@example.test`,
      subject: `Message ${i}`,
      text: `Body ${i}`,
      template: 'test_smtp_down',
      schoolId: null,
    }));
    await mailer.queueAll(db, mails);
    const ours = async () =>
      db.select().from(mailOutbox).where(eq(mailOutbox.template, 'test_smtp_down'));
    const ids = (await ours()).map((m) => m.id);
    // Nothing listens: many more delivery runs than a refused message is ever tried.
    for (let run = 0; run < 8; run++) {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(inArray(mailOutbox.id, ids));
      expect(await mailer.deliverDue()).toBe(0);
    }
    const waiting = await ours();
    expect(waiting.map((m) => m.status)).toEqual(Array(25).fill('queued'));
    expect(Math.max(...waiting.map((m) => m.attempts))).toBe(0);
    expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);

    // The server comes back where it was: everything goes out, once.
    const sink = await startSmtpSink({ port });
    try {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(inArray(mailOutbox.id, ids));
      while ((await mailer.deliverDue()) > 0) {
        // Batches until the outbox is empty.
      }
      const received = await sink.waitFor(25);
      expect(received.flatMap((m) => m.to).sort()).toEqual(mails.map((m) => m.to).sort());
      expect((await ours()).map((m) => m.status)).toEqual(Array(25).fill('sent'));
    } finally {
      mailer.close();
      await sink.close();
    }
  });
});
