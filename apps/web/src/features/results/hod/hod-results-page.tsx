import { planned } from '@/components/planned-page.tsx';

export const HodResultsPage = planned(
  'Results for approval',
  "The results part of the product will show this department's score sheets for the head of department to approve here.",
);
