// The transport area's pages, loaded as one chunk by the router.
export { TransportHomePage } from './home/transport-home-page.tsx';
export { PassCheckPage } from './pass-check/pass-check-page.tsx';
export { StudentTransportPage } from './student/student-transport-page.tsx';
export { VehiclesPage } from './vehicles/vehicles-page.tsx';
