import { planned } from '@/components/planned-page.tsx';

const hostels = 'The hostel accommodation part of the product';

export const AccommodationsAdminPage = planned(
  'Accommodation',
  `${hostels} will let you manage hostels, rooms, bed spaces and allocations here.`,
);
export const StudentAccommodationPage = planned(
  'Accommodation',
  `${hostels} will let you apply for a bed space and see your allocation here.`,
);
