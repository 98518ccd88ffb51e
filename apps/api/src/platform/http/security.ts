import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '@/config.ts';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * CSP sources for the inline scripts of the built index.html (the colour scheme is set before
 * the app loads, so a dark-mode user sees no white flash): each allowed by its SHA-256, never by
 * 'unsafe-inline'. Read from the build itself, so the hash cannot drift from the script.
 */
export function inlineScriptSources(webDistDir: string): string[] {
  let html: string;
  try {
    html = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * The headers helmet's middleware sets with these options, read once by running it against a
 * response that only records: none of them depends on the request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once');
  return headers;
}

/**
 * Security headers for the API and the web app it serves: helmet's, set on every answer. They
 * are helmet's own, made once at start and set on each reply as one object (the Fastify plugin
 * made the middleware again on every request, and the middleware sets them one by one: 5 % and
 * then 4 % of a kept home read's time).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Paystack's inline checkout is a script and an iframe from its own hosts.
          scriptSrc: [
            "'self'",
            'https://js.paystack.co',
            ...inlineScriptSources(config.webDistDir),
          ],
          frameSrc: ["'self'", 'https://checkout.paystack.com'],
          connectSrc: ["'self'", 'https://api.paystack.co'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          // Mantine sets CSS variables through style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          // Over plain http (a school's LAN address) upgrading would break every asset.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
