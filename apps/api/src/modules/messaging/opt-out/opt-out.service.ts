import type { TUnsubscribeInput, TUnsubscribeState } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { mailOptOuts } from '@/modules/messaging/messaging.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type OptOutSubject, readUnsubscribeToken } from './unsubscribe-token.ts';

/** "adaeze@example.com" -> "ad•••@example.com": enough to recognise one's own address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

async function subjectOf(ctx: ServiceContext, token: string) {
  const subject = readUnsubscribeToken(ctx.appSecret, token);
  if (!subject) throw new AppError('messaging_unsubscribe_link_invalid');
  const [school] = await ctx.db
    .select({ name: schools.name })
    .from(schools)
    .where(eq(schools.id, subject.schoolId));
  if (!school) throw new AppError('messaging_unsubscribe_link_invalid');
  return { subject, schoolName: school.name };
}

async function stateOf(
  ctx: ServiceContext,
  subject: OptOutSubject,
  schoolName: string,
): Promise<TUnsubscribeState> {
  const [row] = await ctx.db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.schoolId, subject.schoolId), eq(mailOptOuts.email, subject.email)));
  return { schoolName, email: maskEmail(subject.email), subscribed: !row };
}

/** Whether the address of a signed opt-out link still receives the school's non-essential mail. */
export async function unsubscribeState(
  ctx: ServiceContext,
  token: string,
): Promise<TUnsubscribeState> {
  const { subject, schoolName } = await subjectOf(ctx, token);
  return stateOf(ctx, subject, schoolName);
}

/**
 * Leaves (or rejoins) the school's non-essential mail for the address of the link. Idempotent:
 * leaving twice keeps one row. Later non-essential campaigns mark the address `opted_out`.
 */
export async function setSubscription(
  ctx: ServiceContext,
  input: TUnsubscribeInput,
): Promise<TUnsubscribeState> {
  const { subject, schoolName } = await subjectOf(ctx, input.token);
  if (input.subscribed) {
    await ctx.db
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.schoolId, subject.schoolId), eq(mailOptOuts.email, subject.email)));
  } else {
    await ctx.db
      .insert(mailOptOuts)
      .values({ schoolId: subject.schoolId, email: subject.email })
      .onConflictDoNothing();
  }
  return stateOf(ctx, subject, schoolName);
}
