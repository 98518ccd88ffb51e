import type { TRoleKey } from './role-keys.ts';

/**
 * Every permission a route can require, named `area:action:scope`. `school` scope means the
 * records of the signed-in user's own school; `platform` means every school (app admins).
 */
export const permissions = [
  'schools:manage:platform',
  'users:read:platform',
  'users:manage:platform',
  'users:read:school',
  'users:manage:school',
  'audit:read:platform',
  'audit:read:school',
  'files:read:school',
  'academics:read:school',
  'academics:manage:school',
  'academics:read:self',
  'grading:manage:platform',
  'payments:manage:platform',
  'jobs:manage:platform',
  'fees:read:school',
  'fees:manage:school',
  'payments:read:school',
  'payments:manage:school',
  'settlement:manage:school',
  'payments:pay:self',
  'admissions:read:school',
  'admissions:manage:school',
  'admissions:screen:school',
  'admissions:exams:school',
  'admissions:decide:school',
  'admissions:apply:self',
  'registration:register:self',
  'registration:review:department',
  'results:score:course',
  'results:review:department',
  'results:publish:school',
  'results:read:self',
  'hostels:manage:school',
  'hostels:apply:self',
  'transport:manage:school',
  'transport:check:school',
  'transport:subscribe:self',
  'reports:read:school',
  'messaging:send:school',
] as const;

export type TPermission = (typeof permissions)[number];

/** Role -> permissions (docs/domain.md, the role table). The API checks; the web only hides. */
export const rolePermissions: Record<TRoleKey, readonly TPermission[]> = {
  appadmin: [
    'schools:manage:platform',
    'users:read:platform',
    'users:manage:platform',
    'audit:read:platform',
    'grading:manage:platform',
    'payments:manage:platform',
    'jobs:manage:platform',
  ],
  // docs/decisions/006-role-scopes.md: what each role reads beyond docs/domain.md, and why.
  admin: ['users:read:school', 'users:manage:school', 'audit:read:school', 'academics:read:school'],
  hos: [
    'users:read:school',
    'academics:read:school',
    'academics:manage:school',
    'fees:read:school',
    'fees:manage:school',
    'admissions:read:school',
    'admissions:manage:school',
    'reports:read:school',
    'messaging:send:school',
  ],
  hod: ['academics:read:school', 'registration:review:department', 'results:review:department'],
  examOfficer: [
    'academics:read:school',
    'admissions:read:school',
    'admissions:exams:school',
    'results:publish:school',
  ],
  admissionOfficer: [
    'files:read:school',
    'academics:read:school',
    'admissions:read:school',
    'admissions:decide:school',
  ],
  screening: [
    'files:read:school',
    'academics:read:school',
    'admissions:read:school',
    'admissions:screen:school',
  ],
  teacher: ['academics:read:school', 'results:score:course'],
  student: [
    'payments:pay:self',
    'admissions:apply:self',
    'academics:read:self',
    'registration:register:self',
    'results:read:self',
    'hostels:apply:self',
    'transport:subscribe:self',
  ],
  accountant: [
    'academics:read:school',
    'fees:read:school',
    'payments:read:school',
    'payments:manage:school',
  ],
  bursar: [
    'academics:read:school',
    'fees:read:school',
    'payments:read:school',
    'settlement:manage:school',
  ],
  hostelAdmin: ['academics:read:school', 'hostels:manage:school'],
  // Transport staff check passes on the road; the transport admin manages the fleet and routes.
  transportAdmin: ['academics:read:school', 'transport:manage:school', 'transport:check:school'],
  manager: ['users:read:school', 'academics:read:school', 'reports:read:school'],
};

export function roleHasPermission(role: TRoleKey, permission: TPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/** Permissions over money: fees, payments and settlement accounts. */
const moneyPermissions: readonly TPermission[] = [
  'fees:manage:school',
  'payments:read:school',
  'payments:manage:school',
  'settlement:manage:school',
  'payments:manage:platform',
];

/** A role that handles money (head of school, accountant, bursar): never granted to oneself. */
export function isMoneyRole(role: TRoleKey): boolean {
  return rolePermissions[role].some((p) => moneyPermissions.includes(p));
}

/** Roles a school administrator may grant; only app admins grant `appadmin`. */
export const schoolRoleKeys = [
  'admin',
  'hos',
  'hod',
  'examOfficer',
  'admissionOfficer',
  'teacher',
  'student',
  'accountant',
  'bursar',
  'hostelAdmin',
  'transportAdmin',
  'manager',
  'screening',
] as const satisfies readonly TRoleKey[];
