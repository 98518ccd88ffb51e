// What other modules may call in academics, besides its tables (*.tables.ts, for joins).

export {
  type CurrentSession,
  findCurrentSession,
} from '@/modules/academics/calendar/current-session.ts';
export {
  type CourseOfferingBase,
  courseForDuty,
  courseOfferings,
  coursePlacements,
  headedDepartmentOverview,
  type OfferingSession,
} from '@/modules/academics/courses/course-offerings.ts';
export { loadSchoolSettings } from '@/modules/academics/settings/settings.service.ts';
export { enrolledStudentCondition } from '@/modules/academics/students/enrolled-condition.ts';
export { enrolledStudent } from '@/modules/academics/students/my-enrollment.service.ts';
export {
  coursesOverseenBy,
  coursesTaughtBy,
  departmentsHeadedBy,
  studentsOverseenBy,
} from './duty-sets.ts';
