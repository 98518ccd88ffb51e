import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { prefetchStudentHome } from '@/features/academics/student-home/student-home-api.ts';
import { setCurrentPageSource } from './component-errors.ts';
import { ErrorPage } from './error-page.tsx';
import {
  DashboardGuard,
  GuestOnly,
  PassportRequired,
  RoleAreaGuard,
  SignedIn,
} from './guard-routes.tsx';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { type PageHandle, page, pageNameOf } from './lazy-page.tsx';
import { queryClient } from './query-client.ts';
import { RootShell } from './root-shell.tsx';

// One chunk per product area, loaded when one of its pages is first opened.
const academics = () => import('@/features/academics/academics-pages.tsx');
const admissions = () => import('@/features/admissions/admissions-pages.tsx');
// A student's first page after signing in, on a phone: only what it shows, not every
// admissions page (issue 20's JavaScript budget).
const studentHome = () => import('@/features/admissions/student/student-home-page.tsx');
const analytics = () => import('@/features/analytics/analytics-pages.tsx');
const audit = () => import('@/features/audit/audit-pages.tsx');
const hostels = () => import('@/features/hostels/hostels-pages.tsx');
const identity = () => import('@/features/identity/identity-pages.tsx');
// The login page is most visitors' first page after the landing: it gets a chunk of its own.
const login = () => import('@/features/identity/auth/login-page.tsx');
const messaging = () => import('@/features/messaging/messaging-pages.tsx');
const unsubscribe = () => import('@/features/messaging/unsubscribe/unsubscribe-page.tsx');
const payments = () => import('@/features/payments/payments-pages.tsx');
const paymentSetup = () => import('@/features/payments/setup/setup-pages.tsx');
const receipts = () => import('@/features/payments/receipt-check-page.tsx');
const courseForms = () => import('@/features/registration/course-form/course-form-check-page.tsx');
const registration = () => import('@/features/registration/registration-pages.tsx');
const results = () => import('@/features/results/results-pages.tsx');
const resultChecks = () => import('@/features/results/verify/result-check-page.tsx');
const slipChecks = () => import('@/features/hostels/slip-check/allocation-slip-check-page.tsx');
const schools = () => import('@/features/schools/schools-pages.tsx');
// The first page of most visits: only what it shows, nothing of the school list's search.
const landing = () => import('@/features/schools/landing-page.tsx');
const schoolsAdmin = () => import('@/features/schools/schools-admin-page.tsx');
const system = () => import('@/features/system/system-pages.tsx');
const transport = () => import('@/features/transport/transport-pages.tsx');
const dashboardLayout = () => import('./layouts/dashboard-layout.tsx');

/** Paths of the first route set, kept working by redirecting to the second (spec section 2). */
export const renamedPaths: Record<string, string> = {
  '/dashboard/transportAdmin': '/dashboard/transport-admin',
  '/dashboard/transportAdmin/vehicles': '/dashboard/transport-admin/vehicles',
  '/dashboard/hos/EmailSender': '/dashboard/hos/email-sender',
  '/dashboard/appadmin/cgpaFormula': '/dashboard/appadmin/cgpa-formula',
};

/** A path of the first route set: the same page under its new path, with the same query. */
function Renamed({ to }: { to: string }) {
  return <Navigate to={to + useLocation().search} replace />;
}

const renamedRoutes: RouteObject[] = Object.entries(renamedPaths).map(([from, to]) => ({
  path: from,
  caseSensitive: true,
  element: <Renamed to={to} />,
}));

/** The whole route tree of spec section 2, second route set applied. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      ...renamedRoutes,
      {
        element: <AuthLayout />,
        children: [
          { index: true, ...page(landing, 'LandingPage') },
          { path: 'landing', ...page(landing, 'LandingPage') },
          { path: 'home', ...page(landing, 'LandingPage') },
          { path: 'list', ...page(schools, 'SchoolListPage') },
          { path: 'apply', ...page(admissions, 'ApplyPage') },
          { path: 'register-appadmin', ...page(identity, 'RegisterAppAdminPage') },
          { path: 'verify-email', ...page(identity, 'VerifyEmailPage') },
          { path: 'reset-password', ...page(identity, 'ResetPasswordPage') },
          { path: 'receipts/:reference', ...page(receipts, 'ReceiptCheckPage') },
          { path: 'course-forms', ...page(courseForms, 'CourseFormCheckPage') },
          { path: 'course-forms/:code', ...page(courseForms, 'CourseFormCheckPage') },
          { path: 'verify', ...page(resultChecks, 'ResultCheckPage') },
          { path: 'verify/:code', ...page(resultChecks, 'ResultCheckPage') },
          { path: 'allocation-slips', ...page(slipChecks, 'AllocationSlipCheckPage') },
          { path: 'unsubscribe', ...page(unsubscribe, 'UnsubscribePage') },
          {
            path: 'allocation-slips/:code',
            ...page(slipChecks, 'AllocationSlipCheckPage'),
          },
          {
            element: <GuestOnly />,
            children: [
              { path: 'login', ...page(login, 'LoginPage') },
              { path: 'register', ...page(identity, 'RegisterPage') },
              { path: 'account-setup', ...page(identity, 'AccountSetupPage') },
              { path: 'forgot-password', ...page(identity, 'ForgotPasswordPage') },
            ],
          },
          {
            path: 'select-dashboard',
            element: <SignedIn />,
            children: [{ index: true, ...page(identity, 'SelectDashboardPage') }],
          },
        ],
      },
      // Spec section 2: no layout and no guard; signed out, the page says so and links to /login.
      { path: 'select-role', ...page(identity, 'SelectRolePage') },
      {
        path: 'dashboard',
        element: <DashboardGuard />,
        children: [
          // /dashboard itself: the selected role's home (without drawing the dashboard first).
          { index: true, ...page(dashboardLayout, 'DashboardIndex') },
          {
            ...page(dashboardLayout, 'DashboardLayout'),
            children: [
              // Pages every signed-in user has, whatever the role.
              { path: 'general/passport', ...page(identity, 'PassportPage') },
              { path: 'general/user-profile', ...page(identity, 'UserProfilePage') },
              { path: 'settings', ...page(identity, 'SettingsPage') },
              // The pages of each role's area: refused to a user without the role, before any call.
              {
                id: 'role-area',
                element: <RoleAreaGuard />,
                children: [
                  { path: 'admin', ...page(identity, 'AdminHomePage') },
                  { path: 'admin/logs', ...page(audit, 'AuditLogPage') },
                  { path: 'admin/users', ...page(identity, 'AdminUsersPage') },
                  { path: 'accountant', ...page(payments, 'AccountantHomePage') },
                  { path: 'accountant/payments', ...page(payments, 'AccountantPaymentsPage') },
                  {
                    path: 'admissionOfficer/applicationRequest',
                    ...page(admissions, 'ApplicationRequestsPage'),
                  },
                  { path: 'appadmin/banks', ...page(paymentSetup, 'BanksPage') },
                  { path: 'appadmin/cgpa-formula', ...page(academics, 'CgpaFormulaPage') },
                  { path: 'appadmin/fees-payment', ...page(paymentSetup, 'PlatformFeesPage') },
                  { path: 'appadmin/jobs', ...page(system, 'JobsPage') },
                  { path: 'appadmin/schools', ...page(schoolsAdmin, 'SchoolsAdminPage') },
                  { path: 'appadmin/static-accounts', ...page(paymentSetup, 'StaticAccountsPage') },
                  { path: 'appadmin/uploadStudents', ...page(admissions, 'UploadStudentsPage') },
                  { path: 'appadmin/users', ...page(identity, 'AppAdminUsersPage') },
                  { path: 'bursar', ...page(paymentSetup, 'BursarHomePage') },
                  { path: 'bursar/schoolBanks', ...page(paymentSetup, 'SchoolBanksPage') },
                  { path: 'examOfficer', ...page(admissions, 'ExamOfficerHomePage') },
                  { path: 'examOfficer/course-scores/:id', ...page(results, 'CourseScoresPage') },
                  { path: 'examOfficer/department/:id', ...page(results, 'DepartmentResultsPage') },
                  {
                    path: 'examOfficer/entrance-exam/:id',
                    ...page(admissions, 'EntranceExamPage'),
                  },
                  { path: 'hod', ...page(academics, 'HodHomePage') },
                  { path: 'hod/courses/:id', ...page(academics, 'HodCoursePage') },
                  {
                    path: 'hod/registeredCourses/:id',
                    ...page(registration, 'RegisteredCoursesPage'),
                  },
                  { path: 'hod/results/:id', ...page(results, 'HodResultsPage') },
                  {
                    path: 'hos',
                    children: [
                      { index: true, ...page(academics, 'HosHomePage') },
                      { path: 'academicYears', ...page(academics, 'AcademicYearsPage') },
                      { path: 'assignStaff', ...page(academics, 'AssignStaffPage') },
                      { path: 'curriculum', ...page(academics, 'CurriculumPage') },
                      { path: 'departments', ...page(academics, 'DepartmentsPage') },
                      { path: 'email-sender', ...page(messaging, 'EmailSenderPage') },
                      { path: 'email-sender/:id', ...page(messaging, 'EmailCampaignPage') },
                      {
                        path: 'EmailSenderExample',
                        ...page(messaging, 'EmailSenderExamplePage'),
                      },
                      { path: 'faculties', ...page(academics, 'FacultiesPage') },
                      { path: 'programme', ...page(academics, 'ProgrammesPage') },
                      { path: 'programmeFees', ...page(paymentSetup, 'ProgrammeFeesPage') },
                      { path: 'programmeType', ...page(academics, 'ProgrammeTypesPage') },
                      {
                        path: 'registrationPeriods',
                        ...page(academics, 'RegistrationPeriodsPage'),
                      },
                      { path: 'semesters', ...page(academics, 'SemestersPage') },
                      { path: 'sessions', ...page(academics, 'SessionsPage') },
                      { path: 'settings', ...page(academics, 'SchoolSettingsPage') },
                    ],
                  },
                  {
                    path: 'hostelAdmin/accomodations',
                    ...page(hostels, 'AccommodationsAdminPage'),
                  },
                  { path: 'manager', ...page(analytics, 'ManagerHomePage') },
                  { path: 'screening', ...page(admissions, 'ScreeningPage') },
                  {
                    path: 'student',
                    element: <PassportRequired />,
                    children: [
                      {
                        index: true,
                        ...page(studentHome, 'StudentHomePage', () =>
                          prefetchStudentHome(queryClient),
                        ),
                      },
                      { path: 'accomodation', ...page(hostels, 'StudentAccommodationPage') },
                      { path: 'apply', ...page(admissions, 'StudentApplyPage') },
                      {
                        path: 'course-registration',
                        ...page(registration, 'CourseRegistrationPage'),
                      },
                      {
                        path: 'educational-background',
                        ...page(admissions, 'EducationalBackgroundPage'),
                      },
                      { path: 'fees-payment', ...page(payments, 'StudentFeesPage') },
                      { path: 'results', ...page(results, 'StudentResultsPage') },
                      { path: 'transport', ...page(transport, 'StudentTransportPage') },
                      { path: 'uploads', ...page(admissions, 'StudentUploadsPage') },
                    ],
                  },
                  {
                    path: 'teacher',
                    children: [
                      { index: true, ...page(academics, 'TeacherHomePage') },
                      { path: 'courses', ...page(academics, 'TeacherCoursesPage') },
                      {
                        path: 'course-details/:id',
                        ...page(academics, 'TeacherCourseDetailsPage'),
                      },
                    ],
                  },
                  { path: 'transport-admin', ...page(transport, 'TransportHomePage') },
                  { path: 'transport-admin/vehicles', ...page(transport, 'VehiclesPage') },
                  { path: 'transport-admin/passes/:code', ...page(transport, 'PassCheckPage') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <ErrorPage notFound /> },
    ],
  },
];

// Error logs name the page showing, whatever the minifier did to the component names.
setCurrentPageSource(() => pageNameOf(matchRoutes(routes, window.location.pathname) ?? []));

/**
 * The pages of the app for the address shown. The code of every route the address matches (a
 * layout and its page), and the data a page names, start loading together before the routes
 * draw, where drawing them one by one would fetch each part only when its parent has arrived.
 */
export function AppRoutes() {
  const location = useLocation();
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as PageHandle | undefined;
    handle?.preload().catch(() => {});
    handle?.prefetch?.();
  }
  return useRoutes(routes, location);
}
