// Words for the fee types, on every payments page: the contracts' own, shared with the reports.
export { feeTypeLabels } from '@campusflow/contracts';
