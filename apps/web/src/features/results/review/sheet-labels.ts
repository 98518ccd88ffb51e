import type { TDepartmentSheetState } from '@campusflow/contracts';

/** How a sheet's state reads on the review pages, with its badge colour. */
export const sheetStateLabels: Record<TDepartmentSheetState, { label: string; color: string }> = {
  not_started: { label: 'Not started', color: 'gray' },
  draft: { label: 'With the lecturer', color: 'gray' },
  submitted: { label: 'Waiting for the HOD', color: 'blue' },
  hod_approved: { label: 'HOD approved', color: 'teal' },
  published: { label: 'Published', color: 'green' },
};
