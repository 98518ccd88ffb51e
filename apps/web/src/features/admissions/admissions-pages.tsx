// Admissions pages, each in its own file; the router loads this area lazily.

export { ApplicationRequestsPage } from './application-requests-page.tsx';
export { ApplyPage } from './apply-page.tsx';
export { EducationalBackgroundPage } from './educational-background-page.tsx';
export { EntranceExamPage } from './entrance-exam-page.tsx';
export { ExamOfficerHomePage } from './exam-officer-home-page.tsx';
export { ScreeningPage } from './screening-page.tsx';
export { StudentApplyPage } from './student-apply-page.tsx';
export { StudentHomePage } from './student-home-page.tsx';
export { StudentUploadsPage } from './student-uploads-page.tsx';
export { UploadStudentsPage } from './upload-students-page.tsx';
