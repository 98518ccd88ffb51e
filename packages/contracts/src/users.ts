import * as z from 'zod/mini';
import { ZEmail, ZGender, ZPersonName, ZPhone, ZUserStatus } from './identity.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZRoleKey } from './roles.ts';
import { multiline } from './text.ts';

/** `roles=hos,teacher` in a query string: users holding any of these main roles (spec section 6). */
const ZRoleList = z.pipe(
  z.string().check(z.maxLength(400)),
  z.pipe(
    z.transform((value: string) =>
      value
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
    z.array(ZRoleKey),
  ),
);

export const ZUserListQuery = z.extend(ZPageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  roles: z.optional(ZRoleList),
  status: z.optional(ZUserStatus),
  /** App admins only: one school's users. */
  schoolId: z.optional(z.uuid()),
});
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZUserSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  gender: z.nullable(ZGender),
  userOrgID: z.nullable(z.string()),
  jambNo: z.nullable(z.string()),
  status: ZUserStatus,
  mainRoles: z.array(ZRoleKey),
  emailVerified: z.boolean(),
  authAccountCreated: z.boolean(),
  /** True while an invited person has not chosen a password yet. */
  invitationPending: z.boolean(),
  schoolId: z.nullable(z.uuid()),
  schoolName: z.nullable(z.string()),
  createdAt: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZUserList = pageOf(ZUserSummary);
export type TUserList = z.infer<typeof ZUserList>;

const ZOptionalText = (max: number) =>
  z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max)),
      z.transform((v: string) => (v === '' ? undefined : v)),
    ),
  );

export const ZCreateUserRequest = z.object({
  name: ZPersonName,
  email: ZEmail,
  phone: z.optional(ZPhone),
  gender: z.optional(ZGender),
  /** Staff number, shown on documents. */
  userOrgID: ZOptionalText(60),
  roles: z.array(ZRoleKey).check(z.minLength(1, 'Give the user at least one role.')),
  /** App admins: the school the user belongs to (none for another app admin). */
  schoolId: z.optional(z.uuid()),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

export const ZUpdateRolesRequest = z.object({
  roles: z.array(ZRoleKey).check(z.minLength(1, 'Give the user at least one role.')),
});
export type TUpdateRolesRequest = z.infer<typeof ZUpdateRolesRequest>;

export const ZUpdateStatusRequest = z.object({
  status: z.enum(['active', 'suspended']),
  reason: z.optional(multiline(z.string().check(z.trim(), z.maxLength(300)))),
});
export type TUpdateStatusRequest = z.infer<typeof ZUpdateStatusRequest>;

export const ZIdParam = z.object({ id: z.uuid('Not a valid id.') });

export const ZUserCounts = z.object({
  total: z.int(),
  byRole: z.record(z.string(), z.int()),
  byStatus: z.record(z.string(), z.int()),
});
export type TUserCounts = z.infer<typeof ZUserCounts>;
