import { planned } from '@/components/planned-page.tsx';

const results = 'The results part of the product';

export const StudentResultsPage = planned(
  'Results',
  `${results} will show your published results, GPA and CGPA here.`,
);
export const ExamOfficerHomePage = planned(
  'Examinations',
  `${results} will show result sheets awaiting publication and entrance exams here.`,
);
export const CourseScoresPage = planned(
  'Course scores',
  `${results} will show the score sheet of this course here.`,
);
export const DepartmentResultsPage = planned(
  'Department results',
  `${results} will show this department's result sheets here.`,
);
export const HodResultsPage = planned(
  'Results for approval',
  `${results} will show this course's results for the head of department to approve here.`,
);
