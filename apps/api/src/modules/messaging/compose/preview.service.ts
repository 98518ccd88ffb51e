import type { TAudienceMember, TPreview, TPreviewInput } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import {
  memberDetail,
  membersWithEnrollment,
  recipientFields,
} from '@/modules/messaging/audience/audience-people.ts';
import { resolveAudience } from '@/modules/messaging/audience/resolve-audience.ts';
import type { RecipientFields } from '@/modules/messaging/messaging.tables.ts';
import { unsubscribeToken } from '@/modules/messaging/opt-out/unsubscribe-token.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { renderCopy, unsubscribeUrl } from './render-copy.ts';

type Row = TAudienceMember & { fields: RecipientFields; schoolName: string };

/**
 * The message as one person of the audience will read it: the one chosen (who must be of the
 * audience), or the first by name. With nobody in the audience, the placeholders stay empty.
 */
export async function previewMessage(
  ctx: ServiceContext,
  actor: Actor,
  input: TPreviewInput,
): Promise<TPreview> {
  const schoolId = requireSchool(actor);
  const { message, recipientId } = input;
  const { members } = await resolveAudience(ctx.db, schoolId, message);
  const [row] = rowsOf<Row>(
    await ctx.db.execute(sql`
      select u.id, u.name, lower(u.email) as email, ${memberDetail} as detail,
        ${recipientFields} as fields, (select name from schools where id = ${schoolId}) as "schoolName"
      ${membersWithEnrollment(schoolId, members)}
        and u.email is not null ${recipientId ? sql`and u.id = ${recipientId}` : sql``}
      order by u.name, u.id
      limit 1`),
  );
  if (!row && recipientId) throw new AppError('messaging_recipient_not_in_audience');
  const schoolName = row?.schoolName ?? (await schoolNameOf(ctx, schoolId));
  const email = row?.email ?? 'recipient@example.com';
  const link = unsubscribeUrl(
    ctx.config.publicUrl,
    unsubscribeToken(ctx.appSecret, { schoolId, email }),
  );
  const copy = renderCopy({ ...message, schoolName }, row?.fields ?? {}, link);
  return {
    recipient: row ? { id: row.id, name: row.name, email: row.email, detail: row.detail } : null,
    ...copy,
  };
}

async function schoolNameOf(ctx: ServiceContext, schoolId: string): Promise<string> {
  const [row] = rowsOf<{ name: string }>(
    await ctx.db.execute(sql`select name from schools where id = ${schoolId}`),
  );
  return row?.name ?? '';
}
