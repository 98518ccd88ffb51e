export * from './academic-year.ts';
export * from './grading.ts';
export * from './matric-number.ts';
