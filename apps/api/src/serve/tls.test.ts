import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { createTestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// Issue 20: with TLS_CERT_FILE and TLS_KEY_FILE the server itself answers HTTPS, HTTP/2 to a
// client that offers it (a page's files share one connection) and HTTP/1.1 to the others. The
// certificate under test/tls is a self-signed one for localhost, made for these tests only.
const tlsDir = path.resolve(import.meta.dirname, '../test/tls');
const certFile = path.join(tlsDir, 'localhost-cert.pem');
const keyFile = path.join(tlsDir, 'localhost-key.pem');
const ca = readFileSync(certFile);

const t = useTestApp({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }, createTestApp);
let origin = '';
beforeAll(async () => {
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

type Http2Answer = { status: number; alpn: string | false | undefined; body: string };

/** One request over HTTP/2: the status, the protocol the TLS handshake chose, and the body. */
function overHttp2(url: string, headers: http2.OutgoingHttpHeaders = {}, body?: string) {
  return new Promise<Http2Answer>((resolve, reject) => {
    const session = http2.connect(url, { ca });
    session.on('error', reject);
    const request = session.request({ ':path': new URL(url).pathname, ...headers });
    let status = 0;
    let text = '';
    request.on('response', (answer) => {
      status = Number(answer[':status']);
    });
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      resolve({ status, alpn: session.alpnProtocol, body: text });
      session.close();
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A sign-in attempt over HTTP/2 from the page at `origin`. */
const signInFrom = (origin: string) =>
  overHttp2(
    `${origin}/api/v1/auth/login`,
    { ':method': 'POST', 'content-type': 'application/json', origin },
    JSON.stringify({ identifier: 'nobody@example.test', password: 'not-the-password' }),
  );

function getOverHttp1(url: string) {
  return new Promise<{ status: number; version: string }>((resolve, reject) => {
    https
      .get(url, { ca }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, version: res.httpVersion }));
      })
      .on('error', reject);
  });
}

describe('a server given a certificate', () => {
  it('answers HTTP/2 over TLS', async () => {
    expect(origin).toMatch(/^https:\/\//);
    const res = await overHttp2(`${origin}/api/health`);
    expect(res.alpn).toBe('h2');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
  });

  it('takes a change from a page of the address it was reached at, and no other', async () => {
    // HTTP/2 has no Host header: the CSRF check reads the `:authority` instead.
    const own = await signInFrom(origin);
    expect(own.alpn).toBe('h2');
    expect(JSON.parse(own.body).code).toBe('user_not_found');
    const foreign = await overHttp2(
      `${origin}/api/v1/auth/login`,
      { ':method': 'POST', 'content-type': 'application/json', origin: 'https://evil.example' },
      JSON.stringify({ identifier: 'nobody@example.test', password: 'not-the-password' }),
    );
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.body).code).toBe('cross_origin_request');
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const res = await getOverHttp1(`${origin}/api/health`);
    expect(res).toEqual({ status: 200, version: '1.1' });
  });

  it('says https in its public address when none is set', () => {
    expect(t.config.publicUrl).toMatch(/^https:\/\/localhost:/);
  });
});

describe('the TLS settings', () => {
  it('are both or neither', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow(
      'TLS_KEY_FILE: required with the other TLS_ setting',
    );
    expect(() => loadConfig({ TLS_KEY_FILE: keyFile })).toThrow(
      'TLS_CERT_FILE: required with the other TLS_ setting',
    );
    expect(loadConfig({}).tls).toBeNull();
  });

  it('name a file that cannot be read', () => {
    expect(() =>
      loadConfig({ TLS_CERT_FILE: path.join(tlsDir, 'missing.pem'), TLS_KEY_FILE: keyFile }),
    ).toThrow('TLS_CERT_FILE: cannot read');
  });
});
