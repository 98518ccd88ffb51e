import type { THostelPrice, THostelPriceInput } from '@campusflow/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hostelApplications, hostelPrices, hostels } from '@/modules/hostels/hostels.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import type { DbOrTx, Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';

type Scope = { schoolId: string; sessionId: string };

/** The session's bed prices with their hostel fee (amount and name). */
export async function listPrices(db: DbOrTx, scope: Scope): Promise<THostelPrice[]> {
  return db
    .select({
      id: hostelPrices.id,
      hostelId: hostelPrices.hostelId,
      hostelName: hostels.name,
      roomType: hostelPrices.roomType,
      amountKobo: fees.amount,
      feeId: hostelPrices.feeId,
      feeName: fees.name,
    })
    .from(hostelPrices)
    .innerJoin(fees, eq(fees.id, hostelPrices.feeId))
    .leftJoin(hostels, eq(hostels.id, hostelPrices.hostelId))
    .where(
      and(eq(hostelPrices.schoolId, scope.schoolId), eq(hostelPrices.sessionId, scope.sessionId)),
    )
    .orderBy(sql`${hostels.name} nulls first`, sql`${hostelPrices.roomType} nulls first`);
}

const priceKey = (p: { hostelId: string | null; roomType: string | null }) =>
  `${p.hostelId ?? ''}|${p.roomType?.toLowerCase() ?? ''}`;

/** "Hostel accommodation — Kings Hall, ensuite", as the fee schedule and the receipt show it. */
function feeName(price: THostelPriceInput, hostelName: string | null): string {
  const parts = [hostelName, price.roomType].filter(Boolean);
  return `Hostel accommodation — ${parts.length > 0 ? parts.join(', ') : 'every bed'}`;
}

/**
 * Makes the session's prices the given list, in the caller's transaction: each price is a
 * hostel fee of the session's schedule (the amount the student's checkout charges). Kept
 * prices update their fee's amount; new ones get a fee (an archived fee of the same name comes
 * back); removed ones archive their fee, refused while a hold or a bed still points at it.
 */
export async function replacePrices(tx: Tx, scope: Scope, input: readonly THostelPriceInput[]) {
  const keys = input.map(priceKey);
  if (new Set(keys).size !== keys.length) {
    throw fieldError('body.prices', 'Each hostel and room type has one price only.');
  }
  const hostelIds = [...new Set(input.flatMap((p) => (p.hostelId ? [p.hostelId] : [])))];
  const named = hostelIds.length
    ? await tx
        .select({ id: hostels.id, name: hostels.name })
        .from(hostels)
        .where(and(eq(hostels.schoolId, scope.schoolId), inArray(hostels.id, hostelIds)))
    : [];
  if (named.length !== hostelIds.length) throw new AppError('hostel_not_found');
  const hostelName = new Map(named.map((h) => [h.id, h.name]));

  const existing = await listPrices(tx, scope);
  const byKey = new Map(existing.map((p) => [priceKey(p), p]));
  const removed = existing.filter((p) => !keys.includes(priceKey(p)));
  await removePrices(tx, removed);

  const added = input
    .filter((p) => !byKey.has(priceKey(p)))
    .map((p) => ({
      ...p,
      name: feeName(p, p.hostelId ? (hostelName.get(p.hostelId) ?? null) : null),
    }));
  const reusable = added.length
    ? await tx
        .select({ id: fees.id, name: fees.name })
        .from(fees)
        .where(
          and(
            eq(fees.schoolId, scope.schoolId),
            eq(fees.sessionId, scope.sessionId),
            eq(fees.type, 'hostel'),
            sql`${fees.programmeId} is null and ${fees.level} is null`,
            inArray(
              sql`lower(${fees.name})`,
              added.map((p) => p.name.toLowerCase()),
            ),
          ),
        )
    : [];
  const reuse = new Map(reusable.map((f) => [f.name.toLowerCase(), f.id]));
  const amounts = [
    ...input.flatMap((p) => {
      const kept = byKey.get(priceKey(p));
      return kept ? [{ feeId: kept.feeId, amountKobo: p.amountKobo }] : [];
    }),
    ...added.flatMap((p) => {
      const feeId = reuse.get(p.name.toLowerCase());
      return feeId ? [{ feeId, amountKobo: p.amountKobo }] : [];
    }),
  ];
  await setFeeAmounts(tx, scope.schoolId, amounts);

  const fresh = added.filter((p) => !reuse.has(p.name.toLowerCase()));
  const inserted = fresh.length
    ? await tx
        .insert(fees)
        .values(
          fresh.map((p) => ({
            schoolId: scope.schoolId,
            sessionId: scope.sessionId,
            type: 'hostel' as const,
            name: p.name,
            amount: p.amountKobo,
          })),
        )
        .returning({ id: fees.id, name: fees.name })
    : [];
  for (const f of inserted) reuse.set(f.name.toLowerCase(), f.id);
  if (added.length > 0) {
    await tx.insert(hostelPrices).values(
      added.map((p) => ({
        schoolId: scope.schoolId,
        sessionId: scope.sessionId,
        hostelId: p.hostelId,
        roomType: p.roomType,
        feeId: reuse.get(p.name.toLowerCase()) ?? '',
      })),
    );
  }
}

async function removePrices(tx: Tx, removed: readonly THostelPrice[]) {
  if (removed.length === 0) return;
  const feeIds = removed.map((p) => p.feeId);
  const [inUse] = await tx
    .select({ id: hostelApplications.id })
    .from(hostelApplications)
    .where(
      and(
        inArray(hostelApplications.feeId, feeIds),
        inArray(hostelApplications.state, ['held', 'allocated']),
      ),
    )
    .limit(1);
  if (inUse) throw new AppError('hostel_price_in_use');
  await tx.delete(hostelPrices).where(
    inArray(
      hostelPrices.id,
      removed.map((p) => p.id),
    ),
  );
  await tx
    .update(fees)
    .set({ status: 'archived', updatedAt: new Date() })
    .where(inArray(fees.id, feeIds));
}

/** Every changed amount in one statement; a fee brought back is active again. */
async function setFeeAmounts(
  tx: Tx,
  schoolId: string,
  amounts: readonly { feeId: string; amountKobo: number }[],
) {
  if (amounts.length === 0) return;
  const values = sql.join(
    amounts.map((a) => sql`(${a.feeId}::uuid, ${a.amountKobo}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${fees} set amount = v.amount, status = 'active', updated_at = now()
    from (values ${values}) as v(id, amount)
    where ${fees.id} = v.id and ${fees.schoolId} = ${schoolId}`);
}
