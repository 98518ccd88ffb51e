import { planned } from '@/components/planned-page.tsx';

export const ManagerHomePage = planned(
  'Reports',
  'The reports part of the product will show read-only dashboards of admissions, fees and results here.',
);
