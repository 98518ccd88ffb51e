import { formatDateTime } from '@campusflow/contracts/format';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { publicAccess } from '@/platform/access/route-access.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { servesLocalServices } from '@/platform/http/local-services.ts';
import { escapeHtml } from './escape-html.ts';
import { mailOutbox } from './mail.tables.ts';

function linkify(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

/**
 * The development mailbox: every message of the outbox, newest first. Registered only with the
 * development flag outside production (config.devTools), and it answers only pages served from
 * localhost or an IP address: reset and invitation links must not reach the public.
 */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!servesLocalServices(app.config, request)) {
      throw new AppError('route_not_found', {
        detail: `There is no API endpoint ${request.method} ${request.url.split('?')[0]}.`,
      });
    }
  });
  const latest = () =>
    app.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);

  app.get('/dev/mailbox.json', { config: { access: publicAccess } }, async () => ({
    items: (await latest()).map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      text: m.textBody,
      template: m.template,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
    })),
  }));

  app.get('/dev/mailbox', { config: { access: publicAccess } }, async (_request, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.toAddress)} · ${formatDateTime(m.createdAt)} · ${escapeHtml(m.status)}</p>
<pre>${linkify(m.textBody)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · Campusflow</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:16px;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}h2{font-size:1.05rem;margin:0 0 4px}
.meta{color:#666;font-size:.85rem;margin:0 0 8px}pre{white-space:pre-wrap;font-family:inherit;margin:0}</style></head>
<body><h1>Development mailbox</h1><p>Mail the portal would have sent (newest first). Set SMTP_URL to deliver real mail.</p>
${items || '<p><em>No mail yet.</em></p>'}</body></html>`;
  });
};
