import * as z from 'zod';

// The school's figures for the manager's and head of school's homes (issue 18).
export const ZReportsPlaceholder = z.never();
