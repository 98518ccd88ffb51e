import type { TFeeType } from '@campusflow/contracts';

/** Words for the fee types, on every payments page. */
export const feeTypeLabels: Record<TFeeType, string> = {
  application: 'Application',
  screening: 'Screening',
  entrance: 'Entrance exam',
  acceptance: 'Acceptance',
  tuition: 'Tuition',
  hostel: 'Hostel',
  transport: 'Transport',
  late_registration: 'Late registration',
  other: 'Other',
};
