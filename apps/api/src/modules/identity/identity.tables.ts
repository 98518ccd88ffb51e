import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, idColumn, timestamps } from '@/platform/db/columns.ts';

/**
 * A person with an account (spec section 3, User profile). App admins belong to no school;
 * everyone else to exactly one.
 */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    schoolId: uuid('school_id').references(() => schools.id),
    name: text('name').notNull(),
    /** Lower-cased. Null for a pre-registered student until account setup. */
    email: text('email'),
    gender: text('gender', { enum: ['male', 'female'] }),
    /** Normalised to the 0803… form. */
    phone: text('phone'),
    /** Matric or staff number. */
    userOrgId: text('user_org_id'),
    jambNo: text('jamb_no'),
    aggregate: integer('aggregate'),
    status: text('status', { enum: ['active', 'suspended', 'graduated', 'withdrawn'] })
      .notNull()
      .default('active'),
    regBy: uuid('reg_by'),
    /** argon2id; null until the person has set a password. */
    passwordHash: text('password_hash'),
    /** The spec's SHA-256 hex of an initial password, accepted once on account setup. */
    legacyPasswordSha256: text('legacy_password_sha256'),
    authAccountCreated: boolean('auth_account_created').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    passportFileId: uuid('passport_file_id'),
    /**
     * Moves on whenever a row the user's own home shows changes (their enrollment, registration,
     * payments, published results): the database keeps it (migration 0034). With the school's
     * own mark it tells a cached home whether it still holds.
     */
    viewMark: bigint('view_mark', { mode: 'number' }).notNull().default(0),
    /** Everything a search matches, lower-cased, for a trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(user_org_id, '') || ' ' || coalesce(jamb_no, '') || ' ' || coalesce(phone, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    // One e-mail per school; app admins (no school) share one namespace.
    uniqueIndex('users_school_email_key')
      .on(
        sql`coalesce(${t.schoolId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        sql`lower(${t.email})`,
      )
      .where(sql`${t.email} is not null`),
    uniqueIndex('users_school_org_id_key')
      .on(t.schoolId, sql`upper(${t.userOrgId})`)
      .where(sql`${t.userOrgId} is not null`),
    uniqueIndex('users_school_jamb_key')
      .on(t.schoolId, sql`upper(${t.jambNo})`)
      .where(sql`${t.jambNo} is not null`),
    index('users_school_phone_idx').on(t.schoolId, t.phone),
    index('users_email_idx').on(sql`lower(${t.email})`),
    index('users_org_id_idx').on(sql`upper(${t.userOrgId})`),
    index('users_jamb_idx').on(sql`upper(${t.jambNo})`),
    index('users_phone_idx').on(t.phone),
    index('users_school_name_idx').on(t.schoolId, t.name),
    // Accounts by status (the admin's home) from the index alone.
    index('users_school_status_idx').on(t.schoolId, t.status),
    index('users_school_search_idx').using('gin', t.schoolId, sql`${t.searchText} gin_trgm_ops`),
    check(
      'users_status_check',
      sql`${t.status} in ('active', 'suspended', 'graduated', 'withdrawn')`,
    ),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
  ],
);

/** The spec's `roles.mainRoles`: one row per role a user holds. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The user's school, repeated so role filters stay inside one school's index range. */
    schoolId: uuid('school_id').references(() => schools.id),
    grantedBy: uuid('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    index('user_roles_school_role_idx').on(t.schoolId, t.role),
  ],
);

/** Signed-in sessions; the cookie carries a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    tokenHash: text('token_hash').notNull(),
    /** Set null if the profile is deleted: the next request then says "User profile not found." */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    schoolId: uuid('school_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

// Single-use tokens: the link or ticket carries a random token, only its SHA-256 is stored.
const singleUseToken = () => ({
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAtColumn(),
});

/** Links that confirm an e-mail address (sent on registration, account setup and on request). */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    ...singleUseToken(),
    /** The address the link confirms; it must still be the user's when the link is used. */
    email: text('email').notNull(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/** Links that set a new password: "forgot password" and staff invitations. */
export const passwordResetTokens = pgTable('password_reset_tokens', singleUseToken(), (t) => [
  index('password_reset_tokens_user_idx').on(t.userId),
]);

/**
 * Short-lived tickets (the `pendingUserId`) handed to a pre-registered user who signed in with
 * the initial password, redeemed once by account setup. Kept apart from reset links so neither
 * can stand in for the other.
 */
export const accountSetupTokens = pgTable('account_setup_tokens', singleUseToken(), (t) => [
  index('account_setup_tokens_user_idx').on(t.userId),
]);

/** Failed sign-ins, per identifier and per IP, shared by every API process (rate limit). */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    /** Whose failure it was (the identifier), for the address counter of distinct identifiers. */
    subject: text('subject'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('sign_in_failures_key_idx').on(t.key, t.createdAt)],
);

/**
 * Browsers an account has signed in from: the `cf_device` cookie's random token, hashed. A
 * correct sign-in from one of them is never held up by failures elsewhere (other addresses
 * guessing this account, other accounts failing behind the same campus address).
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAtColumn(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
