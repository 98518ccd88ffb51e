export * from './academic-year.ts';
export * from './charges.ts';
export * from './grading.ts';
export * from './installments.ts';
export * from './matric-number.ts';
export * from './payment-reference.ts';
export * from './payment-status.ts';
