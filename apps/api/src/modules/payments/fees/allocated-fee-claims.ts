import type { TFeeType } from '@campusflow/contracts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

export type FeeClaim = { schoolId: string; studentId: string; sessionId: string; feeId: string };

/**
 * Says whether the student may pay this allocated fee now (a hostel fee: they hold a bed priced
 * by it); throws the module's own refusal otherwise.
 */
export type AllocatedFeeClaim = (db: DbOrTx, claim: FeeClaim) => Promise<void>;

const claims = new Map<TFeeType, AllocatedFeeClaim>();

/**
 * Hostel and transport fees are not on the fee list: the module that allocates the bed or the
 * seat answers whether a student may pay one, through the claim app.ts registers for its fee
 * type. With no claim registered, nobody may pay that type.
 */
export const allocatedFeeClaims = {
  register(type: TFeeType, claim: AllocatedFeeClaim): void {
    claims.set(type, claim);
  },
  async check(db: DbOrTx, type: TFeeType, claim: FeeClaim): Promise<void> {
    const check = claims.get(type);
    if (!check) throw new AppError('fee_not_found');
    await check(db, claim);
  },
};
