import { planned } from '@/components/planned-page.tsx';

const registration = 'The course registration part of the product';

export const CourseRegistrationPage = planned(
  'Course registration',
  `${registration} will let you register this semester's courses here and print your course form.`,
);
export const RegisteredCoursesPage = planned(
  'Registered courses',
  `${registration} will show students' course registrations for approval here.`,
);
