import { or, sql } from 'drizzle-orm';
import { sessions, signInFailures } from '@/modules/identity/identity.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { deviceTokenOr } from '@/platform/auth/device-cookie.ts';
import { hashToken } from '@/platform/auth/tokens.ts';
import { oneStatement } from '@/platform/db/one-statement.ts';
import { placeholders, preparedSql } from '@/platform/db/prepared.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { newSession, type SessionPolicy } from './sessions.ts';
import { deviceUpsert } from './sign-in-devices.ts';
import type { Forgiven } from './sign-in-throttle.ts';

const p = placeholders(
  'tokenHash',
  'userId',
  'schoolId',
  'ip',
  'userAgent',
  'now',
  'expiresAt',
  'deviceHash',
  'actorName',
  'actorRole',
  'auditIp',
  'requestId',
  'reserved',
  'cleared',
);

/**
 * The session, the browser it came from, the audit row and the forgiven attempt, written as one
 * statement: one round trip instead of six (a begin, four writes and a commit), since on loopback
 * each statement costs the API about as much as a point read does (bench/results.md). It is a
 * prepared statement, every sign-in of a rush having the same shape: nothing to forgive is two
 * empty lists.
 */
const signInWrites = preparedSql<{ id: string }>('sign_in_start_session', (db) =>
  oneStatement(
    [
      deviceUpsert(db, {
        userId: p.userId,
        deviceHash: p.deviceHash,
        createdAt: p.now,
        lastSeenAt: p.now,
      }),
      // No before and after: a null placeholder would pass through jsonb's encoder as JSON null.
      db.insert(auditLog).values({
        schoolId: p.schoolId,
        actorUserId: p.userId,
        actorName: p.actorName,
        actorRole: p.actorRole,
        action: 'auth.sign_in',
        entityType: 'user',
        entityId: p.userId,
        ip: p.auditIp,
        requestId: p.requestId,
      }),
      db
        .delete(signInFailures)
        .where(
          or(
            sql`${signInFailures.id} = any(${p.reserved}::bigint[])`,
            sql`${signInFailures.key} = any(${p.cleared}::text[])`,
          ),
        ),
    ],
    db
      .insert(sessions)
      .values({
        tokenHash: p.tokenHash,
        userId: p.userId,
        schoolId: p.schoolId,
        ip: p.ip,
        userAgent: p.userAgent,
        createdAt: p.now,
        lastSeenAt: p.now,
        expiresAt: p.expiresAt,
      })
      .returning({ id: sessions.id }),
  ),
);

/**
 * Signs the user in: writes the session and the rest (above), and answers the session cookie's
 * token and the device cookie's (the browser's own, or a new one).
 */
export async function startSession(
  db: DbOrTx,
  policy: SessionPolicy,
  user: { id: string; schoolId: string | null; name: string },
  meta: {
    ip: string | null;
    userAgent: string | null;
    deviceToken: string | null;
    audit: AuditContext;
  },
  now: Date,
  forgiven: Forgiven,
): Promise<{ token: string; deviceToken: string }> {
  const { token, row } = newSession(user, meta, policy, now);
  const deviceToken = deviceTokenOr(meta.deviceToken);
  const [created] = await signInWrites(db)({
    ...row,
    now,
    deviceHash: hashToken(deviceToken),
    actorName: user.name,
    actorRole: meta.audit.actorRole,
    auditIp: meta.audit.ip,
    requestId: meta.audit.requestId,
    reserved: forgiven.reserved,
    cleared: forgiven.cleared,
  });
  if (!created) throw new Error('session insert returned nothing');
  return { token, deviceToken };
}
