// The zod-free part of the contracts: what the web app's always-loaded code may import
// without pulling the schema library into the first download.
export * from './build-info.ts';
export * from './client-error-path.ts';
export * from './client-messages.ts';
export * from './errors.ts';
export * from './permissions.ts';
export * from './role-descriptions.ts';
export * from './role-keys.ts';
