import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a free local port that keeps what it receives. `refuse` refuses every
 * recipient; `refuseRecipient` refuses the addresses it answers a reason for (as "550 <reason>").
 */
export async function startSmtpSink(
  options: {
    refuse?: boolean;
    refuseRecipient?: (address: string) => string | null;
    /** A set port (a server coming back where it was); a free one otherwise. */
    port?: number;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const reason = options.refuse
        ? 'Mailbox unavailable'
        : options.refuseRecipient?.(address.address);
      if (reason) callback(Object.assign(new Error(reason), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve()),
  );
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits until `count` messages have arrived. */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to the portal in a raw message (quoted-printable soft breaks undone). */
export function linkIn(raw: string, path: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[\\w-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return match[0];
}
