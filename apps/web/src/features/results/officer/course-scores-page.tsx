import { planned } from '@/components/planned-page.tsx';

export const CourseScoresPage = planned(
  'Course scores',
  'The results part of the product will show the score sheet of this course here.',
);
