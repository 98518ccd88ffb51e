export { AssignStaffPage } from './assign-staff-page.tsx';
export {
  AcademicYearsPage,
  RegistrationPeriodsPage,
  SemestersPage,
  SessionsPage,
} from './calendar-pages.tsx';
export { CgpaFormulaPage } from './cgpa-formula-page.tsx';
export {
  CourseDetailPage as HodCoursePage,
  CourseDetailPage as TeacherCourseDetailsPage,
} from './course-detail-view.tsx';
export { CurriculumPage } from './curriculum-page.tsx';
export { HosHomePage } from './hos-home-page.tsx';
export { SchoolSettingsPage } from './settings-page.tsx';
export {
  DepartmentsPage,
  FacultiesPage,
  ProgrammesPage,
  ProgrammeTypesPage,
} from './structure-pages.tsx';
export { HodHomePage, TeacherCoursesPage, TeacherHomePage } from './teaching-pages.tsx';
