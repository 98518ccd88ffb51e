import { formatDateTime } from '@campusflow/contracts/format';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';

/** Tells a student their unpaid hold was released, and that they may apply again. */
export function holdReleasedMail(args: {
  to: string;
  name: string;
  schoolId: string;
  schoolName: string;
  place: string;
  heldUntil: Date;
  link: string;
}): OutgoingMail {
  const lines = [
    `Dear ${args.name},`,
    `The bed space held for you at ${args.schoolName} (${args.place}) was released, because the hostel fee was not paid by ${formatDateTime(args.heldUntil)} (Lagos time).`,
    'Nothing was charged. If you still need accommodation, you may apply again while beds remain.',
  ];
  const action = 'Open hostel accommodation';
  const text = [...lines, `${action}: ${args.link}`].join('\n\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(args.link)}">${escapeHtml(action)}</a></p>`;
  return {
    to: args.to,
    schoolId: args.schoolId,
    template: 'hostel_hold_released',
    subject: 'Your bed space hold was released',
    text,
    html,
  };
}
