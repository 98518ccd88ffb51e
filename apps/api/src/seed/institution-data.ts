import type { TJambSubject } from '@campusflow/contracts';

// Plausible Nigerian names and an academic structure for generated demo institutions.

export const firstNames = [
  'Adaeze',
  'Adebayo',
  'Adekunle',
  'Aisha',
  'Amaka',
  'Aminu',
  'Babajide',
  'Blessing',
  'Bolanle',
  'Chiamaka',
  'Chidi',
  'Chinedu',
  'Chioma',
  'Damilola',
  'Ebuka',
  'Efe',
  'Emeka',
  'Esther',
  'Fatima',
  'Folake',
  'Funmilayo',
  'Gbenga',
  'Halima',
  'Ibrahim',
  'Ifeanyi',
  'Ifeoma',
  'Ikechukwu',
  'Jamilu',
  'Kehinde',
  'Kemi',
  'Kunle',
  'Maryam',
  'Musa',
  'Nkechi',
  'Nneka',
  'Obinna',
  'Olamide',
  'Olumide',
  'Oluwaseun',
  'Onyeka',
  'Precious',
  'Sade',
  'Samuel',
  'Segun',
  'Tobi',
  'Tolulope',
  'Tunde',
  'Uche',
  'Usman',
  'Yetunde',
  'Yusuf',
  'Zainab',
  'Abubakar',
  'Bukola',
  'Chukwuemeka',
  'Dayo',
  'Ekene',
  'Hauwa',
  'Idris',
  'Ngozi',
];

export const surnames = [
  'Abdullahi',
  'Adebayo',
  'Adeleke',
  'Adeyemi',
  'Afolabi',
  'Ajayi',
  'Akande',
  'Akpan',
  'Aliyu',
  'Anyanwu',
  'Babatunde',
  'Balogun',
  'Bello',
  'Chukwu',
  'Danjuma',
  'Eze',
  'Ezeh',
  'Ibekwe',
  'Ibrahim',
  'Idowu',
  'Igwe',
  'Lawal',
  'Mohammed',
  'Musa',
  'Nnadi',
  'Nwachukwu',
  'Nwankwo',
  'Nwosu',
  'Obi',
  'Odili',
  'Ogunleye',
  'Ogunbiyi',
  'Okafor',
  'Okeke',
  'Okonkwo',
  'Okoro',
  'Oladipo',
  'Olaniyan',
  'Omoregie',
  'Onuoha',
  'Oyelaran',
  'Salami',
  'Sani',
  'Suleiman',
  'Uchenna',
  'Udoh',
  'Umar',
  'Usman',
  'Yakubu',
  'Yusuf',
];

export const titles = ['Dr.', 'Dr.', 'Dr.', 'Mr.', 'Mrs.', 'Prof.'];

type DepartmentSeed = {
  name: string;
  code: string;
  programme: string;
  degree: 'B.Sc.' | 'B.A.' | 'B.Eng.' | 'LL.B.';
};

export const facultySeeds: { name: string; code: string; departments: DepartmentSeed[] }[] = [
  {
    name: 'Faculty of Science',
    code: 'SCI',
    departments: [
      { name: 'Computer Science', code: 'CSC', programme: 'Computer Science', degree: 'B.Sc.' },
      { name: 'Mathematics', code: 'MTH', programme: 'Mathematics', degree: 'B.Sc.' },
      { name: 'Physics', code: 'PHY', programme: 'Physics', degree: 'B.Sc.' },
      { name: 'Chemistry', code: 'CHM', programme: 'Industrial Chemistry', degree: 'B.Sc.' },
      { name: 'Microbiology', code: 'MCB', programme: 'Microbiology', degree: 'B.Sc.' },
    ],
  },
  {
    name: 'Faculty of Engineering',
    code: 'ENG',
    departments: [
      {
        name: 'Electrical and Electronics Engineering',
        code: 'EEE',
        programme: 'Electrical and Electronics Engineering',
        degree: 'B.Eng.',
      },
      { name: 'Civil Engineering', code: 'CVE', programme: 'Civil Engineering', degree: 'B.Eng.' },
      {
        name: 'Mechanical Engineering',
        code: 'MEE',
        programme: 'Mechanical Engineering',
        degree: 'B.Eng.',
      },
    ],
  },
  {
    name: 'Faculty of Social Sciences',
    code: 'SSC',
    departments: [
      { name: 'Economics', code: 'ECO', programme: 'Economics', degree: 'B.Sc.' },
      { name: 'Political Science', code: 'POL', programme: 'Political Science', degree: 'B.Sc.' },
      { name: 'Mass Communication', code: 'MAC', programme: 'Mass Communication', degree: 'B.Sc.' },
    ],
  },
  {
    name: 'Faculty of Arts',
    code: 'ART',
    departments: [
      {
        name: 'English and Literary Studies',
        code: 'ENG',
        programme: 'English and Literary Studies',
        degree: 'B.A.',
      },
      {
        name: 'History and International Studies',
        code: 'HIS',
        programme: 'History and International Studies',
        degree: 'B.A.',
      },
    ],
  },
  {
    name: 'Faculty of Management Sciences',
    code: 'MGS',
    departments: [
      { name: 'Accounting', code: 'ACC', programme: 'Accounting', degree: 'B.Sc.' },
      {
        name: 'Business Administration',
        code: 'BUS',
        programme: 'Business Administration',
        degree: 'B.Sc.',
      },
    ],
  },
  {
    name: 'Faculty of Law',
    code: 'LAW',
    departments: [{ name: 'Public Law', code: 'PLW', programme: 'Law', degree: 'LL.B.' }],
  },
];

type Requirement = {
  utme: [TJambSubject, TJambSubject, TJambSubject, TJambSubject];
  olevel: string[];
};
const UOE = 'Use of English';
/** The sciences' and engineering's requirement, and the one of a department not listed below. */
export const sciences: Requirement = {
  utme: [UOE, 'Mathematics', 'Physics', 'Chemistry'],
  olevel: ['English Language', 'Mathematics', 'Physics', 'Chemistry'],
};

/**
 * What a Nigerian university asks of an applicant to each department's programme, by department
 * code: the four UTME subjects (JAMB's names) and the O'level subjects that need a credit.
 */
export const admissionRequirementSeeds: Record<string, Requirement> = {
  CSC: sciences,
  MTH: sciences,
  PHY: { ...sciences, utme: [UOE, 'Physics', 'Mathematics', 'Chemistry'] },
  CHM: { ...sciences, utme: [UOE, 'Chemistry', 'Mathematics', 'Physics'] },
  MCB: {
    utme: [UOE, 'Biology', 'Chemistry', 'Physics'],
    olevel: ['English Language', 'Mathematics', 'Biology', 'Chemistry', 'Physics'],
  },
  EEE: sciences,
  CVE: sciences,
  MEE: sciences,
  ECO: {
    utme: [UOE, 'Mathematics', 'Economics', 'Government'],
    olevel: ['English Language', 'Mathematics', 'Economics'],
  },
  POL: {
    utme: [UOE, 'Government', 'Economics', 'History'],
    olevel: ['English Language', 'Mathematics', 'Government'],
  },
  MAC: {
    utme: [UOE, 'Literature in English', 'Government', 'Economics'],
    olevel: ['English Language', 'Mathematics', 'Literature in English'],
  },
  ENG: {
    utme: [UOE, 'Literature in English', 'Government', 'Christian Religious Studies'],
    olevel: ['English Language', 'Mathematics', 'Literature in English'],
  },
  HIS: {
    utme: [UOE, 'History', 'Government', 'Literature in English'],
    olevel: ['English Language', 'Mathematics', 'Government'],
  },
  ACC: {
    utme: [UOE, 'Mathematics', 'Economics', 'Principles of Accounts'],
    olevel: ['English Language', 'Mathematics', 'Economics'],
  },
  BUS: {
    utme: [UOE, 'Mathematics', 'Economics', 'Commerce'],
    olevel: ['English Language', 'Mathematics', 'Economics'],
  },
  PLW: {
    utme: [UOE, 'Literature in English', 'Government', 'Christian Religious Studies'],
    olevel: ['English Language', 'Mathematics', 'Literature in English'],
  },
};

/** O'level subjects a candidate may add to those a programme names, to make up a sitting. */
export const olevelFillers = [
  'Civic Education',
  'Biology',
  'Economics',
  'Geography',
  'Government',
  'Literature in English',
  'Christian Religious Studies',
  'Agricultural Science',
];

export const programmeTypeSeeds = [
  { name: 'B.Sc.', durationLevels: 4 },
  { name: 'B.A.', durationLevels: 4 },
  { name: 'B.Eng.', durationLevels: 5 },
  { name: 'LL.B.', durationLevels: 5 },
] as const;

/** Seven course titles a semester for each level: {S} is the subject, {P} I or II by semester. */
export const courseTitleTemplates = [
  [
    'Introduction to {S} {P}',
    'Principles of {S} {P}',
    'Elementary {S} Laboratory {P}',
    'Mathematics for {S} {P}',
    'Communication Skills in {S}',
    'History of {S}',
    'Field Studies in {S} {P}',
  ],
  [
    '{S} Methods {P}',
    'Applied {S} {P}',
    '{S} Practical {P}',
    'Statistics for {S}',
    'Entrepreneurship in {S}',
    'Computing for {S}',
    'Workshop in {S} {P}',
  ],
  [
    'Advanced {S} {P}',
    'Theory of {S} {P}',
    'Research Methods in {S}',
    'Industrial Training (SIWES) {P}',
    'Ethics in {S}',
    'Case Studies in {S}',
    'Selected Readings in {S} {P}',
  ],
  [
    'Topics in {S} {P}',
    'Contemporary {S} {P}',
    'Project {P}',
    'Seminar in {S}',
    '{S} Policy and Practice',
    'Special Topics in {S}',
    'Independent Study in {S} {P}',
  ],
  [
    'Design Project {P}',
    'Professional Practice in {S} {P}',
    'Management in {S}',
    'Advanced Laboratory {P}',
    'Law and {S}',
    'Final Year Project {P}',
    'Industry Seminar in {S} {P}',
  ],
];

/** General studies every programme takes in the first year. */
export const generalStudies = [
  { code: 'GST 101', title: 'Use of English I', units: 2, semester: 1 },
  { code: 'GST 102', title: 'Use of English II', units: 2, semester: 2 },
  { code: 'GST 103', title: 'Nigerian Peoples and Culture', units: 2, semester: 1 },
  { code: 'GST 104', title: 'Philosophy and Logic', units: 2, semester: 2 },
];
