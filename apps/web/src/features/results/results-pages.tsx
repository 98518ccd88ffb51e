// The results area's routed pages (app/router.tsx), one file each.
export { HodResultsPage } from './hod/hod-results-page.tsx';
export { CourseScoresPage } from './officer/course-scores-page.tsx';
export { DepartmentResultsPage } from './officer/department-results-page.tsx';
export { StudentResultsPage } from './student/student-results-page.tsx';
