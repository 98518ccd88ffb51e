// What other modules may call in academics, besides its tables (*.tables.ts, for joins).

export { findCurrentSession } from './current-session.ts';
export { loadSchoolSettings } from './settings.service.ts';
