import {
  TRANSPORT_EXPIRY_WARNING_DAYS,
  type TTransportOverviewExpiryKind,
  transportOverviewExpiryKindLabels,
} from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';

export type ExpiringPaper = {
  kind: TTransportOverviewExpiryKind;
  plateNumber: string;
  driverName: string | null;
  expiresOn: string;
  daysLeft: number;
};

/** "KJA-123AB, Insurance: expired on 3 Nov 2026" / "… expires on 24 Dec 2026 (in 12 days)". */
export function paperLine(paper: ExpiringPaper): string {
  const what =
    paper.kind === 'driver_licence' && paper.driverName
      ? `Driver licence of ${paper.driverName}`
      : transportOverviewExpiryKindLabels[paper.kind];
  const when =
    paper.daysLeft < 0
      ? `expired on ${formatDate(paper.expiresOn)}`
      : paper.daysLeft === 0
        ? `expires today (${formatDate(paper.expiresOn)})`
        : `expires on ${formatDate(paper.expiresOn)} (in ${paper.daysLeft} day${paper.daysLeft === 1 ? '' : 's'})`;
  return `${paper.plateNumber}, ${what}: ${when}`;
}

/** Tells a transport admin which vehicle papers and licences have expired or soon will. */
export function expiringPapersMail(args: {
  to: string;
  name: string;
  schoolId: string;
  schoolName: string;
  papers: readonly ExpiringPaper[];
  link: string;
}): OutgoingMail {
  const intro = [
    `Dear ${args.name},`,
    `These vehicle papers at ${args.schoolName} have expired or expire within ${TRANSPORT_EXPIRY_WARNING_DAYS} days:`,
  ];
  const items = args.papers.map(paperLine);
  const outro = 'Renew them and record the new expiry dates on the vehicles page.';
  const action = 'Open vehicles';
  const text = [
    ...intro,
    items.map((item) => `- ${item}`).join('\n'),
    outro,
    `${action}: ${args.link}`,
  ].join('\n\n');
  const html = `${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<ul>${items
    .map((item) => `<li>${escapeHtml(item)}</li>`)
    .join(
      '',
    )}</ul><p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(args.link)}">${escapeHtml(action)}</a></p>`;
  return {
    to: args.to,
    schoolId: args.schoolId,
    template: 'transport_papers_expiring',
    subject: 'Vehicle papers expiring',
    text,
    html,
  };
}
