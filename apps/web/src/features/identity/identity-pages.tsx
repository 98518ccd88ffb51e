import { planned } from '@/components/planned-page.tsx';

export { AccountSetupPage } from './account-setup-page.tsx';
export { AdminHomePage, AdminUsersPage, AppAdminUsersPage } from './admin-pages.tsx';
export { PassportPage } from './passport-page.tsx';
export { ForgotPasswordPage, ResetPasswordPage } from './password-pages.tsx';
export { UserProfilePage } from './profile-page.tsx';
export { RegisterAppAdminPage } from './register-appadmin-page.tsx';
export { RegisterPage } from './register-page.tsx';
export { SelectDashboardPage, SelectRolePage } from './select-role-page.tsx';
export { VerifyEmailPage } from './verify-email-page.tsx';

// Sign-in and account pages: filled by the identity and access part of the product.
const identity = 'The identity and access part of the product';

export const SettingsPage = planned(
  'Settings',
  `${identity} will hold your personal settings here.`,
);
