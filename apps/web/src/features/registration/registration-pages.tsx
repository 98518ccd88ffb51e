import { planned } from '@/components/planned-page.tsx';

const registration = 'The course registration part of the product';

export { CourseRegistrationPage } from './student/course-registration-page.tsx';
export const RegisteredCoursesPage = planned(
  'Registered courses',
  `${registration} will show students' course registrations for approval here.`,
);
