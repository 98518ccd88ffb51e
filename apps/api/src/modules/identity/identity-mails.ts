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
