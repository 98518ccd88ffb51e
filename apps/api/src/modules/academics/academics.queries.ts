// What other modules may call in academics, besides its tables (*.tables.ts, for joins).

export { type CurrentSession, findCurrentSession } from './current-session.ts';
export {
  coursesOverseenBy,
  coursesTaughtBy,
  departmentsHeadedBy,
  studentsOverseenBy,
} from './duty-sets.ts';
export { loadSchoolSettings } from './settings.service.ts';
