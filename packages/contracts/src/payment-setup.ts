import * as z from 'zod/mini';
import { ZListQuery, ZRecordStatus } from './academics.ts';
import { calendarDay } from './dates.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { feeTypes, ZFeeType } from './settings.ts';
import { multiline } from './text.ts';

// Payment setup (docs/domain.md, "Fees and payments"): banks, the school's settlement
// accounts, static transfer accounts and the fee schedule. Money is integer kobo.

const times = { createdAt: z.string(), updatedAt: z.string() };
const search = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const listStatus = z._default(z.enum(['active', 'archived', 'all']), 'active');

const ACCOUNT_NUMBER_MESSAGE = 'Enter the 10-digit account number.';
/** A NUBAN: exactly ten digits. */
export const ZAccountNumber = z
  .string({ error: ACCOUNT_NUMBER_MESSAGE })
  .check(z.trim(), z.regex(/^\d{10}$/, ACCOUNT_NUMBER_MESSAGE));

const chooseBank = z.uuid({ error: 'Choose the bank.' });

// Banks (app admin; platform-wide)

const BANK_CODE_MESSAGE = 'Use 3 to 10 letters and digits, e.g. 044.';
const bankFields = {
  name: z
    .string({ error: 'Enter the bank name.' })
    .check(
      z.trim(),
      z.minLength(2, 'Enter the bank name.'),
      z.maxLength(150, 'At most 150 characters.'),
    ),
  code: z
    .string({ error: BANK_CODE_MESSAGE })
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{3,10}$/, BANK_CODE_MESSAGE)),
};

export const ZBank = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  ...times,
});
export type TBank = z.infer<typeof ZBank>;
export const ZBankList = pageOf(ZBank);
export type TBankList = z.infer<typeof ZBankList>;
/** `status` other than `active` is for app admins; everyone else sees active banks only. */
export const ZBankQuery = z.extend(ZPageQuery, {
  q: search,
  status: z._default(z.enum(['active', 'inactive', 'all']), 'active'),
});
export type TBankQuery = z.infer<typeof ZBankQuery>;
export const ZCreateBank = z.object(bankFields);
export type TCreateBank = z.infer<typeof ZCreateBank>;
export const ZUpdateBank = z.partial(z.extend(ZCreateBank, { active: z.boolean() }));
export type TUpdateBank = z.infer<typeof ZUpdateBank>;
export const ZBankSyncResult = z.object({
  /** Banks the gateway listed that were not known yet, now added. */
  added: z.int(),
  /** Banks the gateway listed that were known already (by code or name). */
  existing: z.int(),
});
export type TBankSyncResult = z.infer<typeof ZBankSyncResult>;

// School banks: the school's settlement accounts, each a gateway sub-account (bursar)

export const ZSchoolBank = z.object({
  id: z.uuid(),
  bankId: z.uuid(),
  bankName: z.string(),
  bankCode: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  subaccountCode: z.nullable(z.string()),
  isPrimary: z.boolean(),
  status: ZRecordStatus,
  ...times,
});
export type TSchoolBank = z.infer<typeof ZSchoolBank>;
export const ZSchoolBankList = pageOf(ZSchoolBank);
export type TSchoolBankList = z.infer<typeof ZSchoolBankList>;
export const ZSchoolBankQuery = z.extend(ZPageQuery, { status: listStatus });
export type TSchoolBankQuery = z.infer<typeof ZSchoolBankQuery>;
export const ZResolveAccountQuery = z.object({ bankId: chooseBank, accountNumber: ZAccountNumber });
export type TResolveAccountQuery = z.infer<typeof ZResolveAccountQuery>;
export const ZResolvedAccount = z.object({ accountName: z.string() });
export type TResolvedAccount = z.infer<typeof ZResolvedAccount>;
/** The account name is resolved by the server with the gateway, never taken from the browser. */
export const ZCreateSchoolBank = z.object({ bankId: chooseBank, accountNumber: ZAccountNumber });
export type TCreateSchoolBank = z.infer<typeof ZCreateSchoolBank>;
/** Make the account primary (the others stop being), or archive or restore it. */
export const ZUpdateSchoolBank = z.partial(
  z.object({ isPrimary: z.literal(true), status: ZRecordStatus }),
);
export type TUpdateSchoolBank = z.infer<typeof ZUpdateSchoolBank>;

// Static accounts: shown to students who pay by transfer (app admin, per school)

const accountName = z
  .string({ error: 'Enter the account name.' })
  .check(
    z.trim(),
    z.minLength(2, 'Enter the account name.'),
    z.maxLength(150, 'At most 150 characters.'),
  );
const note = z.nullable(
  multiline(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(300, 'At most 300 characters.')),
      z.transform((v: string) => (v === '' ? null : v)),
    ),
  ),
);

export const ZStaticAccount = z.object({
  id: z.uuid(),
  schoolId: z.uuid(),
  schoolName: z.string(),
  bankId: z.uuid(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  note: z.nullable(z.string()),
  status: ZRecordStatus,
  ...times,
});
export type TStaticAccount = z.infer<typeof ZStaticAccount>;
export const ZStaticAccountList = pageOf(ZStaticAccount);
export type TStaticAccountList = z.infer<typeof ZStaticAccountList>;
export const ZStaticAccountQuery = z.extend(ZPageQuery, {
  schoolId: z.optional(z.uuid('Not a valid id.')),
  status: listStatus,
});
export type TStaticAccountQuery = z.infer<typeof ZStaticAccountQuery>;
export const ZCreateStaticAccount = z.object({
  schoolId: z.uuid({ error: 'Choose the school.' }),
  bankId: chooseBank,
  accountNumber: ZAccountNumber,
  accountName,
  note: z.optional(note),
});
export type TCreateStaticAccount = z.infer<typeof ZCreateStaticAccount>;
export const ZUpdateStaticAccount = z.partial(
  z.object({
    bankId: chooseBank,
    accountNumber: ZAccountNumber,
    accountName,
    note,
    status: ZRecordStatus,
  }),
);
export type TUpdateStaticAccount = z.infer<typeof ZUpdateStaticAccount>;

// The fee schedule (HOS `programmeFees`)

export const FEE_LEVELS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
/** 1,000,000,000 naira: far above any real fee, well inside a safe integer. */
export const MAX_FEE_KOBO = 100_000_000_000;
const AMOUNT_MESSAGE = 'Enter an amount greater than 0.';
const LEVEL_MESSAGE = 'Choose a level from 100 to 900.';
const INSTALMENTS_MESSAGE = 'From 1 to 12 instalments.';

const feeFields = {
  sessionId: z.uuid({ error: 'Choose the session.' }),
  /** Null: the fee applies to every programme. */
  programmeId: z.nullable(z.uuid({ error: 'Choose a programme.' })),
  /** Null: every level. */
  level: z.nullable(
    z
      .int({ error: LEVEL_MESSAGE })
      .check(
        z.gte(100, LEVEL_MESSAGE),
        z.lte(900, LEVEL_MESSAGE),
        z.multipleOf(100, LEVEL_MESSAGE),
      ),
  ),
  type: z.enum(feeTypes, { error: 'Choose the fee type.' }),
  name: z
    .string({ error: 'Enter the fee name.' })
    .check(
      z.trim(),
      z.minLength(2, 'Enter the fee name.'),
      z.maxLength(150, 'At most 150 characters.'),
    ),
  /** Kobo. */
  amount: z
    .int({ error: AMOUNT_MESSAGE })
    .check(z.gt(0, AMOUNT_MESSAGE), z.lte(MAX_FEE_KOBO, 'At most 1,000,000,000.00.')),
  installmentsAllowed: z.boolean(),
  installmentCount: z
    .int({ error: INSTALMENTS_MESSAGE })
    .check(z.gte(1, INSTALMENTS_MESSAGE), z.lte(12, INSTALMENTS_MESSAGE)),
  dueDate: z.nullable(calendarDay()),
};

/**
 * Instalments: at least two when allowed, exactly one when not. The message for the fee as it
 * would be, or null when the pair is consistent (the API checks the record after a change too).
 */
export function installmentProblem(fee: {
  installmentsAllowed?: unknown;
  installmentCount?: unknown;
}): string | null {
  const count = Number(fee.installmentCount ?? 1);
  if (fee.installmentsAllowed === true && count < 2) {
    return 'Allow at least 2 instalments, or turn instalments off.';
  }
  if (fee.installmentsAllowed !== true && count !== 1) {
    return 'Without instalments the fee is paid in 1 payment.';
  }
  return null;
}

export const ZFee = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  sessionName: z.string(),
  programmeId: z.nullable(z.uuid()),
  /** Null when the fee is for all programmes. */
  programmeName: z.nullable(z.string()),
  level: z.nullable(z.int()),
  type: ZFeeType,
  name: z.string(),
  amount: z.int(),
  installmentsAllowed: z.boolean(),
  installmentCount: z.int(),
  dueDate: z.nullable(z.string()),
  /** Payments made against the fee; a fee with payments is archived, not deleted. */
  paymentCount: z.int(),
  status: ZRecordStatus,
  ...times,
});
export type TFee = z.infer<typeof ZFee>;
export const ZFeeList = pageOf(ZFee);
export type TFeeList = z.infer<typeof ZFeeList>;
export const ZFeeQuery = z.extend(ZListQuery, {
  sessionId: z.optional(z.uuid('Not a valid id.')),
  /** A programme's own fees, or `all` for the fees of every programme. */
  programmeId: z.optional(z.union([z.uuid('Not a valid id.'), z.literal('all')])),
  type: z.optional(ZFeeType),
  level: z.optional(
    z.coerce.number().check(z.int(), z.gte(100, LEVEL_MESSAGE), z.lte(900, LEVEL_MESSAGE)),
  ),
});
export type TFeeQuery = z.infer<typeof ZFeeQuery>;
export const ZCreateFee = z
  .object({
    ...feeFields,
    programmeId: z._default(feeFields.programmeId, null),
    level: z._default(feeFields.level, null),
    installmentsAllowed: z._default(feeFields.installmentsAllowed, false),
    installmentCount: z._default(feeFields.installmentCount, 1),
    dueDate: z.optional(feeFields.dueDate),
  })
  .check(
    z.superRefine((fee, ctx) => {
      const message = installmentProblem(fee);
      if (message)
        ctx.issues.push({ code: 'custom', message, path: ['installmentCount'], input: fee });
    }),
  );
export type TCreateFee = z.infer<typeof ZCreateFee>;
export const ZUpdateFee = z.partial(z.object({ ...feeFields, status: ZRecordStatus }));
export type TUpdateFee = z.infer<typeof ZUpdateFee>;
