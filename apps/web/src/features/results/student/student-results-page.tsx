import { planned } from '@/components/planned-page.tsx';

export const StudentResultsPage = planned(
  'Results',
  'The results part of the product will show your published results, GPA and CGPA here.',
);
