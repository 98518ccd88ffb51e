/**
 * Charges on a fee (spec section 9, docs/domain.md "Fees and payments"), in integer kobo.
 *
 * - platform fee: a percentage of the amount or a fixed value, rounded to the kobo;
 * - subtotal: amount + platform fee in `exclusive` mode, the amount alone in `inclusive` mode;
 * - gateway fee, only when the student bears it: on the subtotal S add 100 naira when S is above
 *   2,500 naira, divide by 0.985, subtract S, add 0.01 naira, cap at 2,000 naira;
 * - total = subtotal + gateway fee.
 */

export type PlatformFeeType = 'percentage' | 'fixed';
export type PlatformFeeMode = 'exclusive' | 'inclusive';
export type GatewayFeeBearer = 'student' | 'school';

/** The school's fee settings (spec section 3, School). */
export type ChargeSettings = {
  /** Default `percentage`. */
  platformFeeType?: PlatformFeeType;
  /** A percentage such as 2 or 2.5 for `percentage`; kobo for `fixed`. Default 0. */
  platformFeeValue?: number;
  /** Default `exclusive`. */
  platformFeeMode?: PlatformFeeMode;
  /** Who bears the gateway fee; default `student`. */
  gatewayFee?: GatewayFeeBearer;
};

export type ChargeQuote = {
  amount: number;
  platformFee: number;
  subtotal: number;
  gatewayFee: number;
  total: number;
};

/** 100 naira, added to the subtotal above the threshold before grossing up. */
export const GATEWAY_FLAT_KOBO = 10_000;
/** 2,500 naira: the flat part applies to subtotals above this. */
export const GATEWAY_FLAT_THRESHOLD_KOBO = 250_000;
/** 2,000 naira: the most a gateway fee can be. */
export const GATEWAY_FEE_CAP_KOBO = 200_000;
/** The 0.01 naira the spec adds to every gateway fee. */
const GATEWAY_FEE_ROUNDING_KOBO = 1;

function assertKobo(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of kobo, got ${value}`);
  }
}

/** The platform fee in kobo for an amount, rounded half up to the kobo. */
export function platformFeeFor(amountKobo: number, settings: ChargeSettings): number {
  assertKobo(amountKobo, 'amount');
  const value = settings.platformFeeValue ?? 0;
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`platformFeeValue must be a non-negative number, got ${value}`);
  }
  if ((settings.platformFeeType ?? 'percentage') === 'fixed') return Math.round(value);
  // Hundredths of a percent as an integer keep the arithmetic exact (2.5 % -> 250).
  const basisPoints = Math.round(value * 100);
  return Math.floor((amountKobo * basisPoints + 5_000) / 10_000);
}

/** The gateway fee the student pays on top of a subtotal, when the student bears it. */
export function gatewayFeeFor(subtotalKobo: number): number {
  assertKobo(subtotalKobo, 'subtotal');
  if (subtotalKobo === 0) return 0;
  const base =
    subtotalKobo > GATEWAY_FLAT_THRESHOLD_KOBO ? subtotalKobo + GATEWAY_FLAT_KOBO : subtotalKobo;
  // base / 0.985 = base * 200 / 197; 197 is odd, so the rounding never meets a tie.
  const grossed = Math.round((base * 200) / 197);
  return Math.min(grossed - subtotalKobo + GATEWAY_FEE_ROUNDING_KOBO, GATEWAY_FEE_CAP_KOBO);
}

/** What a student is charged for a fee amount under the school's settings. */
export function quoteCharges(amountKobo: number, school: ChargeSettings): ChargeQuote {
  assertKobo(amountKobo, 'amount');
  const platformFee = platformFeeFor(amountKobo, school);
  const subtotal =
    (school.platformFeeMode ?? 'exclusive') === 'exclusive' ? amountKobo + platformFee : amountKobo;
  const gatewayFee = (school.gatewayFee ?? 'student') === 'student' ? gatewayFeeFor(subtotal) : 0;
  return { amount: amountKobo, platformFee, subtotal, gatewayFee, total: subtotal + gatewayFee };
}
