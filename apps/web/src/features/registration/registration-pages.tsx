export { RegisteredCoursesPage } from './review/registered-courses-page.tsx';
export { CourseRegistrationPage } from './student/course-registration-page.tsx';
