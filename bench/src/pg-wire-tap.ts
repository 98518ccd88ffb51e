// A TCP proxy between the API and PostgreSQL that records every statement it carries and how
// long the server took to answer it (from the client's Sync or Query to ReadyForQuery). The
// profile of a request without pg_stat_statements and without touching the API: point a second
// server's DATABASE_URL at the tap. Plain (non-TLS) connections only.
import net from 'node:net';

export type TappedStatement = { text: string; ms: number };

/** Splits a byte stream into protocol messages; the first client message has no type byte. */
function messageReader(untypedFirst: boolean, onMessage: (type: string, body: Buffer) => void) {
  let buffer = Buffer.alloc(0);
  let untyped = untypedFirst;
  return (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      if (untyped) {
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        buffer = buffer.subarray(length);
        untyped = false;
        continue;
      }
      if (buffer.length < 5) return;
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      onMessage(String.fromCharCode(buffer[0] ?? 0), buffer.subarray(5, length + 1));
      buffer = buffer.subarray(length + 1);
    }
  };
}

const cstring = (body: Buffer, from = 0) => {
  const end = body.indexOf(0, from);
  return body.toString('utf8', from, end < 0 ? body.length : end);
};

export async function startWireTap(target: { host: string; port: number }) {
  let statements: TappedStatement[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    const inFlight: { text: string; t0: number }[] = [];
    let parsed = '';
    const fromClient = messageReader(true, (type, body) => {
      if (type === 'P') parsed = cstring(body, body.indexOf(0) + 1);
      else if (type === 'Q') inFlight.push({ text: cstring(body), t0: performance.now() });
      else if (type === 'S') inFlight.push({ text: parsed, t0: performance.now() });
    });
    const fromServer = messageReader(false, (type) => {
      if (type !== 'Z') return;
      const done = inFlight.shift();
      if (done) statements.push({ text: done.text, ms: performance.now() - done.t0 });
    });
    client.on('data', (chunk: Buffer) => {
      fromClient(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      fromServer(chunk);
      client.write(chunk);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    /** The statements answered since the last call. */
    take(): TappedStatement[] {
      const taken = statements;
      statements = [];
      return taken;
    },
    stop() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
