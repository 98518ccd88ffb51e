export { AssignStaffPage } from './assign-staff-page.tsx';
export { AcademicYearsPage } from './calendar/academic-years-page.tsx';
export { RegistrationPeriodsPage } from './calendar/registration-periods-page.tsx';
export { SemestersPage } from './calendar/semesters-page.tsx';
export { SessionsPage } from './calendar/sessions-page.tsx';
export { CourseDetailPage as HodCoursePage } from './course-detail-view.tsx';
export { CurriculumPage } from './curriculum-page.tsx';
export { CgpaFormulaPage } from './grading/cgpa-formula-page.tsx';
export { HosHomePage } from './hos-home-page.tsx';
export { SchoolSettingsPage } from './settings-page.tsx';
export {
  DepartmentsPage,
  FacultiesPage,
  ProgrammesPage,
  ProgrammeTypesPage,
} from './structure-pages.tsx';
export {
  HodHomePage,
  TeacherCourseDetailsPage,
  TeacherCoursesPage,
  TeacherHomePage,
} from './teaching-pages.tsx';
