import { roleLabels, type TRoleKey } from '@campusflow/contracts';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';
import type { DigestSection } from './home-digests.ts';

/** An officer's weekly summary: their home's figures, and how to stop receiving it. */
export function weeklySummaryMail(args: {
  to: string;
  name: string;
  role: TRoleKey;
  schoolId: string;
  schoolName: string;
  week: string;
  sections: readonly DigestSection[];
  link: string;
}): OutgoingMail {
  const title = `${args.schoolName}: your weekly summary (${roleLabels[args.role]})`;
  const intro = `Dear ${args.name}, here are this week's figures of your ${roleLabels[args.role]} home.`;
  const outro = 'To stop this e-mail, switch off “Weekly summary by e-mail” on your home page.';
  const text = [
    intro,
    ...args.sections.map(
      (s) => `${s.title}\n${s.lines.map((l) => `- ${l.label}: ${l.value}`).join('\n')}`,
    ),
    `Open the portal: ${args.link}`,
    outro,
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...args.sections.map(
      (s) =>
        `<h3 style="margin:16px 0 4px">${escapeHtml(s.title)}</h3><table cellpadding="4">${s.lines
          .map(
            (l) =>
              `<tr><td>${escapeHtml(l.label)}</td><td style="text-align:right"><b>${escapeHtml(l.value)}</b></td></tr>`,
          )
          .join('')}</table>`,
    ),
    `<p><a href="${escapeHtml(args.link)}">Open the portal</a></p>`,
    `<p style="color:#666">${escapeHtml(outro)}</p>`,
  ].join('');
  return {
    to: args.to,
    schoolId: args.schoolId,
    template: 'weekly_summary',
    subject: `${title} · ${args.week}`,
    text,
    html,
  };
}
