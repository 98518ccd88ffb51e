import type { TRegistrationState } from '@campusflow/contracts';

/** How a registration's state reads on the head's pages, with its badge colour. */
export const stateLabels: Record<TRegistrationState, { label: string; color: string }> = {
  submitted: { label: 'Waiting', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  returned: { label: 'Returned', color: 'orange' },
  draft: { label: 'Draft', color: 'gray' },
};

export const stateOptions = (['submitted', 'approved', 'returned', 'draft'] as const).map((s) => ({
  value: s,
  label: stateLabels[s].label,
}));

export const categoryLabels: Record<string, string> = {
  compulsory: 'Compulsory',
  elective: 'Elective',
  carry_over: 'Carry-over',
};
