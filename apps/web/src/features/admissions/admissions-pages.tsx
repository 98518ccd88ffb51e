import { planned } from '@/components/planned-page.tsx';

// Admissions pages: filled by the admissions part of the product.
const admissions = 'The admissions part of the product';

export const ApplyPage = planned(
  'Apply',
  `${admissions} will list the programmes open for application here, with requirements, fees and deadlines.`,
);
export const StudentHomePage = planned(
  'Student',
  `${admissions} will show your application status, fees and next steps here.`,
);
export const StudentApplyPage = planned(
  'Application',
  `${admissions} will guide you through your application here, saving as you go.`,
);
export const EducationalBackgroundPage = planned(
  'Educational background',
  `${admissions} will let you enter your O'level sittings and previous institutions here.`,
);
export const StudentUploadsPage = planned(
  'Uploads',
  `${admissions} will let you upload your O'level result, birth certificate and JAMB slip here.`,
);
export const ScreeningPage = planned(
  'Screening',
  `${admissions} will show the queue of submitted applications to screen here.`,
);
export const ApplicationRequestsPage = planned(
  'Application requests',
  `${admissions} will list applications with filters and ranking here, to offer or reject admission.`,
);
export const EntranceExamPage = planned(
  'Entrance exam',
  `${admissions} will show this entrance exam, its candidates and their scores here.`,
);
export const UploadStudentsPage = planned(
  'Upload students',
  `${admissions} will import already-admitted students from CSV or XLSX here, with a dry run first.`,
);
