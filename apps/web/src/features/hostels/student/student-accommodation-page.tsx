import { planned } from '@/components/planned-page.tsx';

export const StudentAccommodationPage = planned(
  'Accommodation',
  'The hostel accommodation part of the product will let you apply for a bed space and see your allocation here.',
);
