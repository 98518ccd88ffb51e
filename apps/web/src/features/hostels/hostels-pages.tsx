// The hostel accommodation area's pages, loaded as one chunk by the router.
export { AccommodationsAdminPage } from './admin/accommodations-admin-page.tsx';
export { StudentAccommodationPage } from './student/student-accommodation-page.tsx';
