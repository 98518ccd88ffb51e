export { SchoolListPage } from './school-list-page.tsx';
