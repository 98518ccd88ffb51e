import { planned } from '@/components/planned-page.tsx';

export const DepartmentResultsPage = planned(
  'Department results',
  "The results part of the product will show this department's broadsheet and publish its results here.",
);
