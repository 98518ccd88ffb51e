import type {
  TAudienceGroup,
  TCampaign,
  TCampaignList,
  TCampaignListQuery,
  TCampaignRecipientList,
  TCampaignRecipientsQuery,
  TCampaignSummary,
  TDeliveryCounts,
} from '@campusflow/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { mailCampaignRecipients, mailCampaigns } from '@/modules/messaging/messaging.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { countsOf } from './campaign-counts.ts';

const c = mailCampaigns;
const r = mailCampaignRecipients;

const summaryColumns = {
  id: c.id,
  subject: c.subject,
  group: c.audienceGroup,
  audienceLabel: c.audienceLabel,
  essential: c.essential,
  sentBy: c.createdByName,
  createdAt: c.createdAt,
  finishedAt: c.finishedAt,
  recipients: c.recipientCount,
  counts: c.counts,
};

type SummaryRow = {
  id: string;
  subject: string;
  group: string;
  audienceLabel: string;
  essential: boolean;
  sentBy: string;
  createdAt: Date;
  finishedAt: Date | null;
  recipients: number;
  counts: Partial<TDeliveryCounts>;
};

const toSummary = (row: SummaryRow, counts = countsOf(row.counts)): TCampaignSummary => ({
  ...row,
  group: row.group as TAudienceGroup,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  counts,
});

/** The school's sent messages, newest first, a page at a time. */
export async function listCampaigns(
  db: DbOrTx,
  actor: Actor,
  query: TCampaignListQuery,
): Promise<TCampaignList> {
  const schoolId = requireSchool(actor);
  const mine = eq(c.schoolId, schoolId);
  return paginate(
    query,
    db.select(summaryColumns).from(c).where(mine).orderBy(desc(c.createdAt), desc(c.id)),
    db.$count(c, mine),
    (row) => toSummary(row),
  );
}

/** The campaign of the actor's school, or `messaging_campaign_not_found`. */
async function findCampaign(db: DbOrTx, schoolId: string, id: string) {
  const [row] = await db
    .select({ ...summaryColumns, body: c.body })
    .from(c)
    .where(and(eq(c.id, id), eq(c.schoolId, schoolId)));
  if (!row) throw new AppError('messaging_campaign_not_found');
  return row;
}

/** One campaign with its delivery counted now (one grouped read), for the page that polls it. */
export async function getCampaign(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<TCampaign> {
  const schoolId = requireSchool(actor);
  const row = await findCampaign(ctx.db, schoolId, id);
  const live = await ctx.db
    .select({ status: r.status, n: count() })
    .from(r)
    .where(and(eq(r.schoolId, schoolId), eq(r.campaignId, id)))
    .groupBy(r.status);
  const counts = countsOf(Object.fromEntries(live.map((s) => [s.status, s.n])));
  const pending = counts.queued + counts.sending + counts.retrying;
  return {
    ...toSummary(row, counts),
    // Settled now, though the job has not yet stored when: the page should not wait for it.
    finishedAt: pending > 0 ? null : (row.finishedAt?.toISOString() ?? new Date().toISOString()),
    body: row.body,
    delivery: ctx.mailer.delivers ? 'smtp' : 'mailbox',
  };
}

/** The campaign's recipients with their delivery, by name, filtered by status or a search. */
export async function listRecipients(
  db: DbOrTx,
  actor: Actor,
  id: string,
  query: TCampaignRecipientsQuery,
): Promise<TCampaignRecipientList> {
  const schoolId = requireSchool(actor);
  await findCampaign(db, schoolId, id);
  const filters: SQL[] = [eq(r.schoolId, schoolId), eq(r.campaignId, id)];
  if (query.status) filters.push(eq(r.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    filters.push(sql`(lower(${r.name}) like ${pattern} or ${r.email} like ${pattern})`);
  }
  const where = and(...filters);
  return paginate(
    query,
    db
      .select({
        id: r.id,
        name: r.name,
        email: r.email,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        nextAttemptAt: r.nextAttemptAt,
        sentAt: r.sentAt,
      })
      .from(r)
      .where(where)
      .orderBy(r.name, r.id),
    db.$count(r, where),
    (row) => ({
      ...row,
      // A claimed copy's time is its claim's lapse, not a retry: shown only while retrying.
      nextAttemptAt: row.status === 'retrying' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
      sentAt: row.sentAt?.toISOString() ?? null,
    }),
  );
}
