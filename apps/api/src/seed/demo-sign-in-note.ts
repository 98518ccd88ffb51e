import { roleKeys, roleLabels, type TRoleKey } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '@/config.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD } from './demo-people.ts';

// What `npm start` logs once on a database with the demo institution, so that whoever started
// it can sign in without reading the README: where, as whom, with which password, and where the
// mail the portal "sends" is read. Development only: production never has demo data.

/** The e-mail of a role's demo account, as demo-people.ts stores it. */
const demoEmail = (role: TRoleKey | 'multi' | 'applicant') =>
  `${role.toLowerCase()}@${DEMO_EMAIL_DOMAIN}`;

/** The log lines of the note; none outside development (CAMPUSFLOW_DEV, never production). */
export function demoSignInNote(config: Pick<AppConfig, 'devTools' | 'publicUrl' | 'smtpUrl'>) {
  if (!config.devTools) return [];
  const url = config.publicUrl.replace(/\/+$/, '');
  return [
    `Demo institution: open ${url} and sign in as any account below, password ${DEMO_PASSWORD}`,
    ...roleKeys.map((role) => `  ${demoEmail(role)}: ${roleLabels[role]}`),
    `  ${demoEmail('multi')}: ${roleLabels.hos} and ${roleLabels.teacher}`,
    `  ${demoEmail('applicant')}: an applicant with a draft application`,
    config.smtpUrl
      ? `Mail goes out through SMTP_URL; every message is also listed at ${url}/dev/mailbox`
      : `Mail is not sent (no SMTP_URL): read it at ${url}/dev/mailbox`,
  ];
}

/** Whether this database holds the demo accounts (seeded now or on an earlier start). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail('student')))
    .limit(1);
  return found !== undefined;
}
