// What other modules may call in identity, besides its tables (*.tables.ts, for joins).

export { countUsers, type UserCounts } from '@/modules/identity/users/user-counts.ts';
