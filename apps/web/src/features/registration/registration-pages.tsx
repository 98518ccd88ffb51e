import { planned } from '@/components/planned-page.tsx';

const registration = 'The course registration part of the product';

export const CourseRegistrationPage = planned(
  'Course registration',
  `${registration} will let you register this semester's courses here and print your course form.`,
);

export { RegisteredCoursesPage } from './review/registered-courses-page.tsx';
