import { formatDateTime } from '@campusflow/contracts/format';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';

/** Tells the first student in line that a freed seat is held for them, until when, and where. */
export function seatHeldMail(args: {
  to: string;
  name: string;
  schoolId: string;
  schoolName: string;
  course: { code: string; title: string };
  heldUntil: Date;
  link: string;
}): OutgoingMail {
  const course = `${args.course.code} ${args.course.title}`;
  const until = formatDateTime(args.heldUntil);
  const lines = [
    `Dear ${args.name},`,
    `A seat has been freed in ${course} at ${args.schoolName}, and it is held for you until ${until} (Lagos time).`,
    'Add the course to your registration before then to take it. After that, the seat goes to the next student on the waiting list.',
  ];
  const action = 'Open course registration';
  const text = [...lines, `${action}: ${args.link}`].join('\n\n');
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(args.link)}">${escapeHtml(action)}</a></p>`;
  return {
    to: args.to,
    schoolId: args.schoolId,
    template: 'waitlist_seat_held',
    subject: `A seat is held for you in ${args.course.code} until ${until}`,
    text,
    html,
  };
}
