import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { prefetchStudentHome } from '@/features/academics/student-home/student-home-api.ts';
import { setCurrentPageSource } from './component-errors.ts';
import { ErrorPage } from './error-page.tsx';
import { dashboardIndexLoader, dashboardLoader, guards, revalidateOnAreaChange } from './guards.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { page, pageNameOf } from './lazy-page.ts';
import { queryClient } from './query-client.ts';
import { RoleAreaError } from './role-area-error.tsx';
import { RootShell } from './root-shell.tsx';
import { RouteLoading } from './route-loading.tsx';
import { installSessionEvents } from './session-events.ts';

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

const renamedRoutes: RouteObject[] = Object.entries(renamedPaths).map(([from, to]) => ({
  path: from,
  caseSensitive: true,
  loader: ({ request }) => redirect(to + new URL(request.url).search),
}));

/** The whole route tree of spec section 2, second route set applied. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <ErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      ...renamedRoutes,
      {
        element: <AuthLayout />,
        children: [
          { index: true, lazy: page(landing, 'LandingPage') },
          { path: 'landing', lazy: page(landing, 'LandingPage') },
          { path: 'home', lazy: page(landing, 'LandingPage') },
          { path: 'list', lazy: page(schools, 'SchoolListPage') },
          { path: 'apply', lazy: page(admissions, 'ApplyPage') },
          { path: 'register-appadmin', lazy: page(identity, 'RegisterAppAdminPage') },
          { path: 'verify-email', lazy: page(identity, 'VerifyEmailPage') },
          { path: 'reset-password', lazy: page(identity, 'ResetPasswordPage') },
          { path: 'receipts/:reference', lazy: page(receipts, 'ReceiptCheckPage') },
          { path: 'course-forms', lazy: page(courseForms, 'CourseFormCheckPage') },
          { path: 'course-forms/:code', lazy: page(courseForms, 'CourseFormCheckPage') },
          { path: 'verify', lazy: page(resultChecks, 'ResultCheckPage') },
          { path: 'verify/:code', lazy: page(resultChecks, 'ResultCheckPage') },
          { path: 'allocation-slips', lazy: page(slipChecks, 'AllocationSlipCheckPage') },
          { path: 'unsubscribe', lazy: page(unsubscribe, 'UnsubscribePage') },
          {
            path: 'allocation-slips/:code',
            lazy: page(slipChecks, 'AllocationSlipCheckPage'),
          },
          {
            loader: guards.guest,
            children: [
              { path: 'login', lazy: page(login, 'LoginPage') },
              { path: 'register', lazy: page(identity, 'RegisterPage') },
              { path: 'account-setup', lazy: page(identity, 'AccountSetupPage') },
              { path: 'forgot-password', lazy: page(identity, 'ForgotPasswordPage') },
            ],
          },
          {
            id: 'select-dashboard',
            path: 'select-dashboard',
            loader: guards.auth,
            lazy: page(identity, 'SelectDashboardPage'),
          },
        ],
      },
      // Spec section 2: no layout and no guard; signed out, the page says so and links to /login.
      { path: 'select-role', lazy: page(identity, 'SelectRolePage') },
      {
        id: 'dashboard',
        path: 'dashboard',
        loader: dashboardLoader,
        lazy: page(dashboardLayout, 'DashboardLayout'),
        children: [
          { index: true, loader: dashboardIndexLoader },
          // Pages every signed-in user has, whatever the role.
          {
            path: 'general/passport',
            loader: guards.auth,
            lazy: page(identity, 'PassportPage'),
          },
          { path: 'general/user-profile', lazy: page(identity, 'UserProfilePage') },
          { path: 'settings', lazy: page(identity, 'SettingsPage') },
          // The pages of each role's area: refused to a user without the role, before any call.
          {
            id: 'role-area',
            loader: guards.roleArea,
            shouldRevalidate: revalidateOnAreaChange,
            errorElement: <RoleAreaError />,
            children: [
              { path: 'admin', lazy: page(identity, 'AdminHomePage') },
              { path: 'admin/logs', lazy: page(audit, 'AuditLogPage') },
              { path: 'admin/users', lazy: page(identity, 'AdminUsersPage') },
              { path: 'accountant', lazy: page(payments, 'AccountantHomePage') },
              { path: 'accountant/payments', lazy: page(payments, 'AccountantPaymentsPage') },
              {
                path: 'admissionOfficer/applicationRequest',
                lazy: page(admissions, 'ApplicationRequestsPage'),
              },
              { path: 'appadmin/banks', lazy: page(paymentSetup, 'BanksPage') },
              { path: 'appadmin/cgpa-formula', lazy: page(academics, 'CgpaFormulaPage') },
              { path: 'appadmin/fees-payment', lazy: page(paymentSetup, 'PlatformFeesPage') },
              { path: 'appadmin/jobs', lazy: page(system, 'JobsPage') },
              { path: 'appadmin/schools', lazy: page(schoolsAdmin, 'SchoolsAdminPage') },
              { path: 'appadmin/static-accounts', lazy: page(paymentSetup, 'StaticAccountsPage') },
              { path: 'appadmin/uploadStudents', lazy: page(admissions, 'UploadStudentsPage') },
              { path: 'appadmin/users', lazy: page(identity, 'AppAdminUsersPage') },
              { path: 'bursar', lazy: page(paymentSetup, 'BursarHomePage') },
              { path: 'bursar/schoolBanks', lazy: page(paymentSetup, 'SchoolBanksPage') },
              { path: 'examOfficer', lazy: page(admissions, 'ExamOfficerHomePage') },
              { path: 'examOfficer/course-scores/:id', lazy: page(results, 'CourseScoresPage') },
              { path: 'examOfficer/department/:id', lazy: page(results, 'DepartmentResultsPage') },
              { path: 'examOfficer/entrance-exam/:id', lazy: page(admissions, 'EntranceExamPage') },
              { path: 'hod', lazy: page(academics, 'HodHomePage') },
              { path: 'hod/courses/:id', lazy: page(academics, 'HodCoursePage') },
              {
                path: 'hod/registeredCourses/:id',
                lazy: page(registration, 'RegisteredCoursesPage'),
              },
              { path: 'hod/results/:id', lazy: page(results, 'HodResultsPage') },
              {
                path: 'hos',
                children: [
                  { index: true, lazy: page(academics, 'HosHomePage') },
                  { path: 'academicYears', lazy: page(academics, 'AcademicYearsPage') },
                  { path: 'assignStaff', lazy: page(academics, 'AssignStaffPage') },
                  { path: 'curriculum', lazy: page(academics, 'CurriculumPage') },
                  { path: 'departments', lazy: page(academics, 'DepartmentsPage') },
                  { path: 'email-sender', lazy: page(messaging, 'EmailSenderPage') },
                  { path: 'email-sender/:id', lazy: page(messaging, 'EmailCampaignPage') },
                  {
                    path: 'EmailSenderExample',
                    lazy: page(messaging, 'EmailSenderExamplePage'),
                  },
                  { path: 'faculties', lazy: page(academics, 'FacultiesPage') },
                  { path: 'programme', lazy: page(academics, 'ProgrammesPage') },
                  { path: 'programmeFees', lazy: page(paymentSetup, 'ProgrammeFeesPage') },
                  { path: 'programmeType', lazy: page(academics, 'ProgrammeTypesPage') },
                  {
                    path: 'registrationPeriods',
                    lazy: page(academics, 'RegistrationPeriodsPage'),
                  },
                  { path: 'semesters', lazy: page(academics, 'SemestersPage') },
                  { path: 'sessions', lazy: page(academics, 'SessionsPage') },
                  { path: 'settings', lazy: page(academics, 'SchoolSettingsPage') },
                ],
              },
              { path: 'hostelAdmin/accomodations', lazy: page(hostels, 'AccommodationsAdminPage') },
              { path: 'manager', lazy: page(analytics, 'ManagerHomePage') },
              { path: 'screening', lazy: page(admissions, 'ScreeningPage') },
              {
                path: 'student',
                loader: guards.passportRequired,
                children: [
                  {
                    index: true,
                    loader: () => prefetchStudentHome(queryClient),
                    lazy: page(studentHome, 'StudentHomePage'),
                  },
                  { path: 'accomodation', lazy: page(hostels, 'StudentAccommodationPage') },
                  { path: 'apply', lazy: page(admissions, 'StudentApplyPage') },
                  {
                    path: 'course-registration',
                    lazy: page(registration, 'CourseRegistrationPage'),
                  },
                  {
                    path: 'educational-background',
                    lazy: page(admissions, 'EducationalBackgroundPage'),
                  },
                  { path: 'fees-payment', lazy: page(payments, 'StudentFeesPage') },
                  { path: 'results', lazy: page(results, 'StudentResultsPage') },
                  { path: 'transport', lazy: page(transport, 'StudentTransportPage') },
                  { path: 'uploads', lazy: page(admissions, 'StudentUploadsPage') },
                ],
              },
              {
                path: 'teacher',
                children: [
                  { index: true, lazy: page(academics, 'TeacherHomePage') },
                  { path: 'courses', lazy: page(academics, 'TeacherCoursesPage') },
                  { path: 'course-details/:id', lazy: page(academics, 'TeacherCourseDetailsPage') },
                ],
              },
              { path: 'transport-admin', lazy: page(transport, 'TransportHomePage') },
              { path: 'transport-admin/vehicles', lazy: page(transport, 'VehiclesPage') },
              { path: 'transport-admin/passes/:code', lazy: page(transport, 'PassCheckPage') },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // Answers that end the session or refuse the stored role: handled here, for every call.
  installSessionEvents(router);
  // Error logs name the page showing, whatever the minifier did to the component names.
  setCurrentPageSource(() => pageNameOf(router.state.matches));
  return router;
}
