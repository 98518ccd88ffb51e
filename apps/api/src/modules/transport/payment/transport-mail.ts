import { formatDateTime } from '@campusflow/contracts/format';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';

/** Tells a student their unpaid seat on a route was given back, and that they may subscribe again. */
export function seatLapsedMail(args: {
  to: string;
  name: string;
  schoolId: string;
  schoolName: string;
  route: string;
  payBy: Date;
  link: string;
}): OutgoingMail {
  const lines = [
    `Dear ${args.name},`,
    `The seat kept for you on the ${args.route} route at ${args.schoolName} was given back, because the transport fee was not paid by ${formatDateTime(args.payBy)} (Lagos time).`,
    'Nothing was charged. If you still need school transport, you may subscribe again while seats remain.',
  ];
  const action = 'Open school transport';
  const text = [...lines, `${action}: ${args.link}`].join('\n\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(args.link)}">${escapeHtml(action)}</a></p>`;
  return {
    to: args.to,
    schoolId: args.schoolId,
    template: 'transport_seat_lapsed',
    subject: 'Your transport seat was given back',
    text,
    html,
  };
}
