import type { TFeeType, THostelQuotas } from '@campusflow/contracts';

/** The rules a session has until the hostel admin saves its own (the table's defaults). */
export const defaultHostelRules = {
  mode: 'first_come' as const,
  holdHours: 48,
  quotas: { firstYear: 40, finalYear: 25, others: 35 } satisfies THostelQuotas,
  requiredFeeTypes: ['tuition'] satisfies TFeeType[],
  allowPreferences: true,
  opensAt: null,
  closesAt: null,
};
