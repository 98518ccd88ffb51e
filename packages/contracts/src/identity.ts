import * as z from 'zod/mini';
import { ZRoleKey } from './roles.ts';

export const userStatuses = ['active', 'suspended', 'graduated', 'withdrawn'] as const;
export const ZUserStatus = z.enum(userStatuses);
export type TUserStatus = z.infer<typeof ZUserStatus>;

export const genders = ['male', 'female'] as const;
export const ZGender = z.enum(genders, { error: 'Choose male or female.' });

export const PASSWORD_MIN_LENGTH = 8;
export const ZPassword = z
  .string({ error: 'Enter a password.' })
  .check(
    z.minLength(
      PASSWORD_MIN_LENGTH,
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    ),
    z.maxLength(128, 'Password must be at most 128 characters.'),
  );

export const ZEmail = z.pipe(
  z
    .string({ error: 'Enter an e-mail address.' })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, 'E-mail address is too long.')),
  z.email('Enter a valid e-mail address.'),
);

/** 0803… form of a Nigerian mobile number; other input is returned without spaces. */
export function normalizePhone(value: string): string {
  const digits = value.replace(/[\s\-()]/g, '');
  if (/^\+?234\d{10}$/.test(digits)) return `0${digits.slice(-10)}`;
  return digits;
}

/** Nigerian mobile numbers as people type them: 0803 000 0001, +234 803 000 0001. */
export const ZPhone = z.pipe(
  z.pipe(z.string({ error: 'Enter a phone number.' }), z.transform(normalizePhone)),
  z
    .string()
    .check(z.regex(/^0[7-9][01]\d{8}$/, 'Enter a Nigerian mobile number, e.g. 08031234567.')),
);

export const ZPersonName = z
  .string({ error: 'Enter a name.' })
  .check(z.trim(), z.minLength(2, 'Enter a name.'), z.maxLength(120, 'Name is too long.'));

/**
 * The signed-in user as the web app sees it: the User profile of spec section 3 under its field
 * names (the SHA-256 initial password never leaves the server), then the school's fields.
 */
export const ZSessionUser = z.object({
  uid: z.uuid(),
  email: z.nullable(z.string()),
  name: z.string(),
  schoolId: z.nullable(z.uuid()),
  roles: z.object({ mainRoles: z.array(ZRoleKey) }),
  gender: z.nullable(ZGender),
  /** Who registered this user (a staff member's uid), or null for self-registration. */
  regBy: z.nullable(z.uuid()),
  createdAt: z.string(),
  status: ZUserStatus,
  userOrgID: z.nullable(z.string()),
  jambNo: z.nullable(z.string()),
  aggregate: z.nullable(z.number()),
  phone: z.nullable(z.string()),
  authAccountCreated: z.boolean(),
  emailVerified: z.boolean(),
  updatedAt: z.string(),
  schoolName: z.nullable(z.string()),
  schoolAddress: z.nullable(z.string()),
  schoolLogo: z.nullable(z.string()),
  schoolEmail: z.nullable(z.string()),
  schoolPhone: z.nullable(z.string()),
  hasPassport: z.boolean(),
  passportUrl: z.nullable(z.string()),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZMe = z.object({ user: ZSessionUser });
export type TMe = z.infer<typeof ZMe>;

// Sign-in (spec sections 2, 4 and 5).

export const ZLoginRequest = z.object({
  identifier: z
    .string({ error: 'Enter your e-mail address or unique ID.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter your e-mail address or unique ID.'),
      z.maxLength(254, 'That is too long for an e-mail address or unique ID.'),
    ),
  password: z
    .string({ error: 'Enter your password.' })
    .check(z.minLength(1, 'Enter your password.'), z.maxLength(128)),
  schoolId: z.optional(z.uuid()),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSchoolChoice = z.object({ id: z.uuid(), name: z.string(), code: z.string() });

export const ZLoginResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('signed_in'),
    next: z.enum(['/dashboard', '/select-dashboard']),
    user: ZSessionUser,
  }),
  z.object({ status: z.literal('choose_school'), schools: z.array(ZSchoolChoice) }),
  z.object({
    status: z.literal('account_setup'),
    next: z.literal('/account-setup'),
    /** An opaque, short-lived ticket; the page keeps it in session storage (spec section 5). */
    pendingUserId: z.string(),
    name: z.string(),
  }),
]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Session-storage key of the pending account setup (spec section 5). */
export const PENDING_SETUP_STORAGE_KEY = 'pendingUserId';

export const ZAccountSetupRequest = z.object({
  pendingUserId: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  email: ZEmail,
  password: ZPassword,
});
export type TAccountSetupRequest = z.infer<typeof ZAccountSetupRequest>;

export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

export const ACCOUNT_SETUP_COMPLETE =
  'Account setup complete. Please check your email to verify your account before logging in.';

export const ZRegisterRequest = z.object({
  schoolId: z.uuid({ error: 'Choose your school.' }),
  name: ZPersonName,
  email: ZEmail,
  phone: ZPhone,
  gender: ZGender,
  password: ZPassword,
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZRegisterAppAdminRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  password: ZPassword,
  setupToken: z.optional(z.string().check(z.maxLength(200))),
});
export type TRegisterAppAdminRequest = z.infer<typeof ZRegisterAppAdminRequest>;

const ZLinkToken = z.string().check(z.minLength(10), z.maxLength(200));

export const ZTokenRequest = z.object({ token: ZLinkToken });

export const ZForgotPasswordRequest = z.object({
  email: ZEmail,
  schoolId: z.optional(z.uuid()),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({ token: ZLinkToken, password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string()
    .check(z.minLength(1, 'Enter your current password.'), z.maxLength(128)),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZAppAdminSetupStatus = z.object({ open: z.boolean() });
