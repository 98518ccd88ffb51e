// Fees and payments pages of students and the accounts office (one lazy chunk).
export { AccountantHomePage } from './accountant-home-page.tsx';
export { AccountantPaymentsPage } from './accountant-payments-page.tsx';
export { StudentFeesPage } from './student-fees-page.tsx';
