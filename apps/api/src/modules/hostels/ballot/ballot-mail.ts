import { formatDateTime, naira } from '@campusflow/contracts/format';
import { and, eq, isNotNull } from 'drizzle-orm';
import { applicationsWithPlace, placeLabel } from '@/modules/hostels/beds/application-view.ts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

type Outcome =
  | { held: true; place: string; fee: string; heldUntil: Date }
  | { held: false; rank: number; total: number };

/** Tells a student how the ballot went for them, and where to check the published result. */
export function ballotOutcomeMail(args: {
  to: string;
  name: string;
  schoolId: string;
  schoolName: string;
  seed: string;
  link: string;
  outcome: Outcome;
}): OutgoingMail {
  const o = args.outcome;
  const lines = o.held
    ? [
        `Dear ${args.name},`,
        `You were drawn in the hostel ballot of ${args.schoolName}. A bed space is held for you: ${o.place}.`,
        `Pay the hostel fee (${o.fee}) by ${formatDateTime(o.heldUntil)} (Lagos time) to have the bed allocated; an unpaid hold is released after that time.`,
      ]
    : [
        `Dear ${args.name},`,
        `The hostel ballot of ${args.schoolName} has been drawn. Your application drew rank ${o.rank} of ${o.total}, and no bed space in the hostels open to you was left at your turn.`,
        'Your application was unsuccessful. If beds are released later, the hostel office will announce it.',
      ];
  lines.push(
    `The draw's seed is ${args.seed}; the full result is published on your accommodation page, where anyone can check it.`,
  );
  const action = 'Open hostel accommodation';
  const text = [...lines, `${action}: ${args.link}`].join('\n\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(args.link)}">${escapeHtml(action)}</a></p>`;
  return {
    to: args.to,
    schoolId: args.schoolId,
    template: o.held ? 'hostel_ballot_held' : 'hostel_ballot_unsuccessful',
    subject: o.held ? 'Hostel ballot: a bed space is held for you' : 'Hostel ballot result',
    text,
    html,
  };
}

/** Queues one mail per application of the session's draw, in the draw's transaction. */
export async function queueBallotMails(
  ctx: ServiceContext,
  tx: Tx,
  draw: { schoolId: string; schoolName: string; sessionId: string; seed: string; total: number },
): Promise<void> {
  const drawn = and(
    eq(hostelApplications.sessionId, draw.sessionId),
    isNotNull(hostelApplications.ballotRank),
  );
  const [rows, people] = await Promise.all([
    applicationsWithPlace(tx, draw.schoolId, drawn),
    tx
      .select({ id: hostelApplications.id, email: users.email, name: users.name })
      .from(hostelApplications)
      .innerJoin(users, eq(users.id, hostelApplications.studentId))
      .where(and(eq(hostelApplications.schoolId, draw.schoolId), drawn)),
  ]);
  const who = new Map(people.map((p) => [p.id, p]));
  const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/dashboard/student/accomodation`;
  const mails = [];
  for (const row of rows) {
    const person = who.get(row.application.id);
    if (!person?.email) continue;
    const a = row.application;
    const outcome: Outcome =
      a.state === 'held'
        ? {
            held: true,
            place: placeLabel(row) ?? 'a hostel bed space',
            fee: naira(row.feeAmount ?? 0),
            heldUntil: a.heldUntil ?? new Date(),
          }
        : { held: false, rank: a.ballotRank ?? 0, total: draw.total };
    mails.push(ballotOutcomeMail({ ...draw, to: person.email, name: person.name, link, outcome }));
  }
  await ctx.mailer.queueAll(tx, mails);
}
