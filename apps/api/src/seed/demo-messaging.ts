import { messageTemplates, type TAudience, type TMessageTemplate } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  membersWithEnrollment,
  recipientFields,
} from '@/modules/messaging/audience/audience-people.ts';
import { resolveAudience } from '@/modules/messaging/audience/resolve-audience.ts';
import { refreshCampaignCounts } from '@/modules/messaging/campaigns/campaign-counts.ts';
import { mailCampaigns, mailOptOuts } from '@/modules/messaging/messaging.tables.ts';
import { sha256Hex } from '@/platform/auth/passwords.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { GENERATED_STUDENT_PASSWORD } from './generate-institution.ts';

const DAY = 24 * 3_600_000;

/** A mail server's refusal, as the demo's failed recipient shows it. */
const REFUSAL =
  "Can't send mail - all recipients were rejected: 550 5.1.1 Recipient address rejected: User unknown in virtual mailbox table";

function template(key: TMessageTemplate['key']): TMessageTemplate {
  const found = messageTemplates.find((t) => t.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found;
}

/**
 * One sent message in the history: the template to `audience`, delivered `daysAgo` days ago to
 * everyone (`sent`), but for the first `failed` recipients by name (refused three times) and
 * those who left non-essential mail.
 */
async function sentCampaign(
  tx: Tx,
  schoolId: string,
  sender: { id: string; name: string },
  spec: { template: TMessageTemplate; audience: TAudience; daysAgo: number; failed: number },
) {
  const { template: t, audience, daysAgo } = spec;
  const { members, label } = await resolveAudience(tx, schoolId, audience);
  const at = new Date(Date.now() - daysAgo * DAY);
  const [campaign] = await tx
    .insert(mailCampaigns)
    .values({
      schoolId,
      subject: t.subject,
      body: t.body,
      essential: t.essential,
      audience: { ...audience },
      audienceGroup: audience.group,
      audienceLabel: label,
      createdBy: sender.id,
      createdByName: sender.name,
      recipientCount: 0,
      createdAt: at,
    })
    .returning({ id: mailCampaigns.id });
  if (!campaign) throw new Error('demo campaign insert failed');
  const optedOut = t.essential
    ? sql`false`
    : sql`exists (select 1 from mail_opt_outs o where o.school_id = ${schoolId} and o.email = lower(u.email))`;
  const [row] = rowsOf<{ total: number }>(
    await tx.execute(sql`
      with added as (
        insert into mail_campaign_recipients
          (school_id, campaign_id, user_id, email, name, fields, status, attempts, last_error, sent_at)
        select ${schoolId}, ${campaign.id}, u.id, lower(u.email), u.name, ${recipientFields},
          case when ${optedOut} then 'opted_out'
            when row_number() over (order by u.name, u.id) <= ${spec.failed} then 'failed'
            else 'sent' end,
          case when ${optedOut} then 0
            when row_number() over (order by u.name, u.id) <= ${spec.failed} then 3 else 1 end,
          case when not ${optedOut}
            and row_number() over (order by u.name, u.id) <= ${spec.failed} then ${REFUSAL} end,
          case when ${optedOut} then null
            when row_number() over (order by u.name, u.id) <= ${spec.failed} then null
            else ${at}::timestamptz + interval '2 minutes' end
        ${membersWithEnrollment(schoolId, members)} and u.email is not null
        returning 1)
      select count(*)::int as total from added`),
  );
  await tx.execute(sql`
    update mail_campaigns set recipient_count = ${row?.total ?? 0},
      finished_at = ${at}::timestamptz + interval '40 minutes'
    where id = ${campaign.id}`);
  await refreshCampaignCounts(tx, schoolId, campaign.id);
}

/**
 * The school's addresses of its generated students (on file from admission; account setup
 * replaces them), so that the e-mail sender reaches them. The demo accounts and the ten
 * pre-registered students keep theirs as they are.
 */
async function giveStudentsAddresses(tx: Tx, schoolId: string) {
  await tx.execute(sql`
    update users set email = lower(regexp_replace(split_part(name, ' ', 1), '[^A-Za-z]+', '', 'g'))
      || '.' || lower(regexp_replace(user_org_id, '[^A-Za-z0-9]+', '', 'g')) || '@students.demo.edu.test'
    where school_id = ${schoolId} and email is null and user_org_id is not null
      and legacy_password_sha256 = ${sha256Hex(GENERATED_STUDENT_PASSWORD)}`);
}

/**
 * The demo school's e-mail history: the registration deadline sent to every student a week ago
 * (one address refused by the mail server), and a fee reminder to 100 level three days ago that
 * skipped a student who had left non-essential mail.
 */
export async function seedDemoMessaging(tx: Tx, schoolId: string, hosId: string) {
  const [sender] = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`select id, name from users where id = ${hosId}`),
  );
  if (!sender) return;
  await giveStudentsAddresses(tx, schoolId);
  await sentCampaign(tx, schoolId, sender, {
    template: template('registration-deadline'),
    audience: { group: 'all_students' },
    daysAgo: 7,
    failed: 1,
  });
  const [leaver] = rowsOf<{ email: string }>(
    await tx.execute(sql`
      select lower(u.email) as email from enrollments e join users u on u.id = e.student_id
      where e.school_id = ${schoolId} and e.stage = 'enrolled' and e.current_level = 100
        and u.email like '%@students.demo.edu.test'
      order by u.name limit 1`),
  );
  if (leaver) await tx.insert(mailOptOuts).values({ schoolId, email: leaver.email });
  await sentCampaign(tx, schoolId, sender, {
    template: template('fee-reminder'),
    audience: { group: 'level', level: 100 },
    daysAgo: 3,
    failed: 0,
  });
}
