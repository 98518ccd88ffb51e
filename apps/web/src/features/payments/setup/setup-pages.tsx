// The payment setup pages: one chunk, loaded with the first of them (app/router.tsx).
export { ProgrammeFeesPage } from './fees-schedule-page.tsx';
export { BanksPage } from './setup-banks-page.tsx';
export { BursarHomePage } from './setup-bursar-home-page.tsx';
export { PlatformFeesPage } from './setup-platform-fees-page.tsx';
export { SchoolBanksPage } from './setup-school-banks-page.tsx';
export { StaticAccountsPage } from './setup-static-accounts-page.tsx';
