export { ManagerHomePage } from './manager-home-page.tsx';
