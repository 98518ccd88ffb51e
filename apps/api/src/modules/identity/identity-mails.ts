import { isMoneyRole, roleLabels, type TRoleKey } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';

function linkMail(options: {
  to: string;
  schoolId: string | null;
  template: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footer: string;
}): OutgoingMail {
  const text = [
    options.greeting,
    '',
    ...options.lines,
    '',
    `${options.action}: ${options.link}`,
    '',
    options.footer,
  ].join('\n');
  const html = `<p>${escapeHtml(options.greeting)}</p>${options.lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.action)}</a></p><p style="color:#666">${escapeHtml(options.footer)}</p>`;
  return {
    to: options.to,
    schoolId: options.schoolId,
    template: options.template,
    subject: options.subject,
    text,
    html,
  };
}

export function verificationMail(args: {
  to: string;
  name: string;
  schoolId: string | null;
  link: string;
}): OutgoingMail {
  return linkMail({
    ...args,
    template: 'verify_email',
    subject: 'Verify your e-mail address for Campusflow',
    greeting: `Dear ${args.name},`,
    lines: ['Please confirm that this is your e-mail address.'],
    action: 'Verify my e-mail address',
    footer: 'The link works for 3 days. If you did not ask for this, ignore this message.',
  });
}

export function passwordResetMail(args: {
  to: string;
  name: string;
  schoolId: string | null;
  link: string;
}): OutgoingMail {
  return linkMail({
    ...args,
    template: 'reset_password',
    subject: 'Reset your Campusflow password',
    greeting: `Dear ${args.name},`,
    lines: ['Someone asked to reset the password of your Campusflow account.'],
    action: 'Choose a new password',
    footer: 'The link works for 1 hour. If you did not ask for this, ignore this message.',
  });
}

export function invitationMail(args: {
  to: string;
  name: string;
  schoolId: string | null;
  schoolName: string;
  invitedBy: string;
  link: string;
}): OutgoingMail {
  return linkMail({
    ...args,
    template: 'invitation',
    subject: `Your Campusflow account at ${args.schoolName}`,
    greeting: `Dear ${args.name},`,
    lines: [`${args.invitedBy} has created a Campusflow account for you at ${args.schoolName}.`],
    action: 'Choose your password',
    footer: 'The link works for 7 days. Ask your administrator for a new one if it expires.',
  });
}

/** "Bursar", "Teacher and Bursar", "Teacher, Screening officer and Bursar". */
function listOf(words: string[]): string {
  if (words.length < 2) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/**
 * Tells another administrator of the school that a role was granted (decision 006: every grant
 * is seen by someone other than the one who made it). Money roles say so in the subject.
 */
export function roleGrantMail(args: {
  to: string;
  name: string;
  schoolId: string;
  schoolName: string;
  grantedBy: string;
  grantee: { name: string; email: string | null };
  roles: readonly TRoleKey[];
  at: Date;
}): OutgoingMail {
  const labels = listOf(args.roles.map((role) => roleLabels[role]));
  const money = args.roles.filter(isMoneyRole);
  const grantee = args.grantee.email
    ? `${args.grantee.name} (${args.grantee.email})`
    : args.grantee.name;
  const subject = money.length
    ? `Money role granted at ${args.schoolName}: ${args.grantee.name} is now ${labels}`
    : `Role granted at ${args.schoolName}: ${args.grantee.name} is now ${labels}`;
  const lines = [
    `Dear ${args.name},`,
    '',
    `${args.grantedBy} gave ${grantee} the ${args.roles.length > 1 ? 'roles' : 'role'} ${labels} at ${args.schoolName} on ${formatDateTime(args.at)}.`,
    ...(money.length
      ? [
          `${listOf(money.map((role) => roleLabels[role]))} can act on the school’s money (fees, payments or settlement accounts).`,
        ]
      : []),
    '',
    'You receive this because you are an administrator of the school. If you did not expect this grant, contact the Campusflow platform team at once.',
  ];
  const text = lines.join('\n');
  const html = lines
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  return { to: args.to, schoolId: args.schoolId, template: 'role_granted', subject, text, html };
}
