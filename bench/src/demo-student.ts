import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { repoRoot } from '@campusflow/e2e/support/server';

const TLS_DIR = path.join(repoRoot, 'apps/api/src/test/tls');

/** The tests' self-signed certificate for localhost, as the server's TLS settings. */
export const TLS_ENV = {
  TLS_CERT_FILE: path.join(TLS_DIR, 'localhost-cert.pem'),
  TLS_KEY_FILE: path.join(TLS_DIR, 'localhost-key.pem'),
};

/** The demo student's session cookie; over HTTPS, trusting the test certificate. */
export async function signInDemoStudent(serverUrl: string): Promise<string> {
  const body = JSON.stringify({
    identifier: 'student@demo.campusflow.test',
    password: 'Demo-pass-2025',
  });
  const headers = { 'content-type': 'application/json', origin: serverUrl };
  const url = `${serverUrl}/api/v1/auth/login`;
  const { status, setCookie } = serverUrl.startsWith('https:')
    ? await new Promise<{ status: number; setCookie: string }>((resolve, reject) => {
        const request = https.request(
          url,
          { method: 'POST', headers, ca: readFileSync(TLS_ENV.TLS_CERT_FILE) },
          (res) => {
            res.resume();
            resolve({
              status: res.statusCode ?? 0,
              setCookie: res.headers['set-cookie']?.[0] ?? '',
            });
          },
        );
        request.on('error', reject);
        request.end(body);
      })
    : await fetch(url, { method: 'POST', headers, body }).then((res) => ({
        status: res.status,
        setCookie: res.headers.get('set-cookie') ?? '',
      }));
  if (status !== 200) throw new Error(`Demo student sign-in failed: ${status}`);
  return setCookie.split(';')[0] ?? '';
}
