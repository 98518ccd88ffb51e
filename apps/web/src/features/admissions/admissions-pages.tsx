// Admissions pages, each in its own file; the router loads this area lazily.

export { ApplyPage } from './apply/apply-page.tsx';
export { StudentApplyPage } from './apply/student-apply-page.tsx';
export { EntranceExamPage } from './exams/entrance-exam-page.tsx';
export { ExamOfficerHomePage } from './exams/exam-officer-home-page.tsx';
export { UploadStudentsPage } from './import/upload-students-page.tsx';
export { ApplicationRequestsPage } from './officer/application-requests-page.tsx';
export { ScreeningPage } from './officer/screening-page.tsx';
export { EducationalBackgroundPage } from './student/educational-background-page.tsx';
export { StudentHomePage } from './student/student-home-page.tsx';
export { StudentUploadsPage } from './student/student-uploads-page.tsx';
