import type { TApplicantStage, TAudienceGroup } from './messaging.ts';

// The gallery of ready messages (EmailSenderExample): each opens in the composer with its
// audience, subject and text, for the head of school to adjust and send. The demo data sends
// some of them too.

export type TMessageTemplate = {
  key: 'admission-offer' | 'fee-reminder' | 'registration-deadline' | 'results-published';
  title: string;
  /** What it is for, on its card. */
  description: string;
  group: TAudienceGroup;
  stage?: TApplicantStage;
  essential: boolean;
  subject: string;
  body: string;
};

export const messageTemplates: readonly TMessageTemplate[] = [
  {
    key: 'admission-offer',
    title: 'Admission offer',
    description: 'Congratulate the applicants offered admission and tell them what to do next.',
    group: 'applicants',
    stage: 'offered',
    essential: true,
    subject: 'Your offer of admission to {schoolName}',
    body: `Dear {firstName},

Congratulations! {schoolName} has offered you admission to study {programme}.

Sign in to the portal to accept the offer and pay the acceptance fee. Offers not accepted within two weeks may be given to other applicants.

Welcome to {schoolName}.

The Admissions Office`,
  },
  {
    key: 'fee-reminder',
    title: 'Fee reminder',
    description: 'Remind students that this session’s school fees are due.',
    group: 'level',
    essential: false,
    subject: 'Reminder: your school fees for this session',
    body: `Dear {firstName},

This is a friendly reminder that your school fees for this session are due. Students of {level} level in {programme} can pay online from the Payments page of the portal.

If you have already paid, thank you: please ignore this message.

The Bursary, {schoolName}`,
  },
  {
    key: 'registration-deadline',
    title: 'Registration deadline',
    description: 'Warn students that course registration closes soon.',
    group: 'all_students',
    essential: true,
    subject: 'Course registration closes on Friday',
    body: `Dear {firstName} ({matricNumber}),

Course registration for this semester closes this Friday. Students who have not registered by then will pay the late registration fee.

Sign in to the portal, choose your courses and submit them to your head of department.

The Registrar, {schoolName}`,
  },
  {
    key: 'results-published',
    title: 'Results published',
    description: 'Tell students that last semester’s results are out.',
    group: 'all_students',
    essential: true,
    subject: 'Your results are published',
    body: `Dear {firstName},

The results of last semester for {department} have been published. Sign in to the portal to see your grades and your cumulative GPA.

If you believe a score is wrong, speak to your head of department within two weeks.

The Examinations Office, {schoolName}`,
  },
];
