// Fees and payments pages of students and the accounts office (one lazy chunk).
export { AccountantHomePage } from './accountant/accountant-home-page.tsx';
export { AccountantPaymentsPage } from './accountant/accountant-payments-page.tsx';
export { StudentFeesPage } from './student/student-fees-page.tsx';
