import type { THostelRulesView, TSaveHostelRules } from '@campusflow/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { quotasOf, sessionRules } from '@/modules/hostels/beds/session-setup.ts';
import {
  hostelApplications,
  hostelRooms,
  hostelRules,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type AdminSession, adminSession } from './admin-session.ts';
import { listPrices, replacePrices } from './hostel-prices.ts';
import { defaultHostelRules } from './rules-defaults.ts';

async function hasApplications(db: DbOrTx, { schoolId, session }: AdminSession) {
  const [row] = await db
    .select({ id: hostelApplications.id })
    .from(hostelApplications)
    .where(
      and(eq(hostelApplications.schoolId, schoolId), eq(hostelApplications.sessionId, session.id)),
    )
    .limit(1);
  return Boolean(row);
}

/** The rules as saved (or null), in the shape the page and the audit log show. */
async function rulesOf(db: DbOrTx, { schoolId, session }: AdminSession) {
  const rules = await sessionRules(db, schoolId, session.id);
  if (!rules) return null;
  return {
    mode: rules.mode,
    holdHours: rules.holdHours,
    quotas: quotasOf(rules),
    requiredFeeTypes: rules.requiredFeeTypes as THostelRulesView['requiredFeeTypes'],
    allowPreferences: rules.allowPreferences,
    opensAt: rules.opensAt?.toISOString() ?? null,
    closesAt: rules.closesAt?.toISOString() ?? null,
  };
}

/** The current session's rules and prices, or the defaults (`saved: false`) before any. */
export async function getHostelRules(ctx: ServiceContext, actor: Actor): Promise<THostelRulesView> {
  const scope = await adminSession(ctx.db, actor);
  const { schoolId, session } = scope;
  const [rules, prices, applied, hostelRows, roomTypes] = await Promise.all([
    rulesOf(ctx.db, scope),
    listPrices(ctx.db, { schoolId, sessionId: session.id }),
    hasApplications(ctx.db, scope),
    ctx.db
      .select({ id: hostels.id, name: hostels.name, gender: hostels.gender })
      .from(hostels)
      .where(and(eq(hostels.schoolId, schoolId), eq(hostels.status, 'active')))
      .orderBy(asc(hostels.name)),
    ctx.db
      .selectDistinct({ roomType: hostelRooms.roomType })
      .from(hostelRooms)
      .where(eq(hostelRooms.schoolId, schoolId))
      .orderBy(asc(hostelRooms.roomType)),
  ]);
  return {
    session: { id: session.id, name: session.name },
    saved: rules !== null,
    hasApplications: applied,
    ...(rules ?? defaultHostelRules),
    prices,
    hostels: hostelRows,
    roomTypes: roomTypes.map((r) => r.roomType),
  };
}

/**
 * Saves the session's rules and prices in one transaction, audited with both before and after.
 * The mode is fixed once anyone has applied: a ballot's pending applications would never be
 * drawn under first come, and holds would skip a ballot's draw.
 */
export async function saveHostelRules(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: TSaveHostelRules,
): Promise<THostelRulesView> {
  const scope = await adminSession(ctx.db, actor);
  const { schoolId, session } = scope;
  const priceScope = { schoolId, sessionId: session.id };
  await inTransaction(ctx.db, async (tx) => {
    await tx
      .select({ mode: hostelRules.mode })
      .from(hostelRules)
      .where(and(eq(hostelRules.schoolId, schoolId), eq(hostelRules.sessionId, session.id)))
      .for('update');
    const [before, pricesBefore] = await Promise.all([
      rulesOf(tx, scope),
      listPrices(tx, priceScope),
    ]);
    const mode = before?.mode ?? defaultHostelRules.mode;
    if (input.mode !== mode && (await hasApplications(tx, scope))) {
      throw new AppError('hostel_mode_locked');
    }
    const values = {
      mode: input.mode,
      holdHours: input.holdHours,
      quotaFirstYear: input.quotas.firstYear,
      quotaFinalYear: input.quotas.finalYear,
      quotaOthers: input.quotas.others,
      requiredFeeTypes: [...new Set(input.requiredFeeTypes)],
      allowPreferences: input.allowPreferences,
      opensAt: input.opensAt ? new Date(input.opensAt) : null,
      closesAt: input.closesAt ? new Date(input.closesAt) : null,
    };
    await tx
      .insert(hostelRules)
      .values({ schoolId, sessionId: session.id, ...values })
      .onConflictDoUpdate({
        target: [hostelRules.schoolId, hostelRules.sessionId],
        set: { ...values, updatedAt: new Date() },
      });
    await replacePrices(tx, priceScope, input.prices);
    const [after, pricesAfter] = await Promise.all([
      rulesOf(tx, scope),
      listPrices(tx, priceScope),
    ]);
    await recordAudit(tx, audit, {
      action: 'hostel.rules_saved',
      entityType: 'hostel_rules',
      entityId: session.id,
      before: before ? { ...before, prices: pricesBefore } : null,
      after: { ...after, prices: pricesAfter },
    });
  });
  return getHostelRules(ctx, actor);
}
