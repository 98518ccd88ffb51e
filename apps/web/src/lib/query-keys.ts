/**
 * The first part of every query key: one root per product area, and the session's own. An
 * area's `*-api.ts` builds its keys on its root with factories, so invalidating a root (or a
 * factory's prefix) refreshes exactly what a change touched. Another area names a root only to
 * refresh data it has just changed there (the platform fees page saves a school).
 */
export const queryRoots = {
  session: 'session',
  runtimeConfig: 'runtime-config',
  files: 'files',
  exports: 'exports',
  shared: 'shared',
  academics: 'academics',
  admissions: 'admissions',
  audit: 'audit',
  identity: 'identity',
  payments: 'payments',
  registration: 'registration',
  results: 'results',
  hostels: 'hostels',
  transport: 'transport',
  messaging: 'messaging',
  reports: 'reports',
  schools: 'schools',
} as const;
