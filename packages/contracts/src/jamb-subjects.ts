import * as z from 'zod/mini';

/**
 * JAMB's UTME subjects: the Board's 23 subjects, with Computer Studies and Physical and Health
 * Education added from the 2022 UTME. A candidate writes Use of English and three others.
 */
export const jambSubjects = [
  'Use of English',
  'Agricultural Science',
  'Arabic',
  'Art',
  'Biology',
  'Chemistry',
  'Christian Religious Studies',
  'Commerce',
  'Computer Studies',
  'Economics',
  'French',
  'Geography',
  'Government',
  'Hausa',
  'History',
  'Home Economics',
  'Igbo',
  'Islamic Studies',
  'Literature in English',
  'Mathematics',
  'Music',
  'Physical and Health Education',
  'Physics',
  'Principles of Accounts',
  'Yoruba',
] as const;
export type TJambSubject = (typeof jambSubjects)[number];

/** The subject every UTME candidate writes. */
export const USE_OF_ENGLISH: TJambSubject = 'Use of English';

export const ZJambSubject = z.enum(jambSubjects, { error: 'Choose a subject from JAMB’s list.' });

const once = () =>
  z.refine<string[]>((list) => new Set(list).size === list.length, {
    error: 'Name each subject once.',
  });

/** A programme's UTME subjects, as the admission officer sets them: up to four from the list. */
export const ZProgrammeUtmeSubjects = z
  .array(ZJambSubject)
  .check(z.maxLength(4, 'At most four subjects.'), once());

/** The subjects an applicant wrote: up to four from the list, Use of English among any four. */
export const ZApplicantUtmeSubjects = z.array(ZJambSubject).check(
  z.maxLength(4, 'At most four subjects.'),
  once(),
  z.refine<string[]>((list) => list.length < 4 || list.includes(USE_OF_ENGLISH), {
    error: 'Use of English is one of the four subjects.',
  }),
);
