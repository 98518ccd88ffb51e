import {
  defaultTransportSettings,
  type TSaveTransportSettings,
  type TTransportSettingsView,
} from '@campusflow/contracts';
import { savedTransportRules } from '@/modules/transport/session-settings.ts';
import { transportSettings } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { transportSession } from './network-scope.ts';

/** The session's settings as saved, or null before the admin saves any. */
async function savedSettings(db: DbOrTx, schoolId: string, sessionId: string) {
  const row = await savedTransportRules(db, schoolId, sessionId);
  if (!row) return null;
  return {
    opensAt: row.opensAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    payWithinHours: row.payWithinHours,
    cancelWithinDays: row.cancelWithinDays,
  };
}

/** The current session's transport settings, or the defaults (`saved: false`) before any. */
export async function getTransportSettings(
  ctx: ServiceContext,
  actor: Actor,
): Promise<TTransportSettingsView> {
  const { schoolId, session } = await transportSession(ctx.db, actor);
  const saved = await savedSettings(ctx.db, schoolId, session.id);
  return {
    session: { id: session.id, name: session.name },
    saved: saved !== null,
    ...(saved ?? defaultTransportSettings),
  };
}

/** Saves the current session's settings, audited with before and after. */
export async function saveTransportSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: TSaveTransportSettings,
  audit: AuditContext,
): Promise<TTransportSettingsView> {
  const { schoolId, session } = await transportSession(ctx.db, actor);
  await inTransaction(ctx.db, async (tx) => {
    const before = await savedSettings(tx, schoolId, session.id);
    const values = {
      opensAt: input.opensAt ? new Date(input.opensAt) : null,
      closesAt: input.closesAt ? new Date(input.closesAt) : null,
      payWithinHours: input.payWithinHours,
      cancelWithinDays: input.cancelWithinDays,
    };
    await tx
      .insert(transportSettings)
      .values({ schoolId, sessionId: session.id, ...values })
      .onConflictDoUpdate({
        target: [transportSettings.schoolId, transportSettings.sessionId],
        set: { ...values, updatedAt: new Date() },
      });
    await recordAudit(tx, audit, {
      action: 'transport.settings_saved',
      entityType: 'transport_settings',
      entityId: session.id,
      before,
      after: await savedSettings(tx, schoolId, session.id),
    });
  });
  return getTransportSettings(ctx, actor);
}
