// Entry for other areas: the words for the fee types, for a page that names a fee it does not
// take (course registration names the fees still to pay before registering).

export { feeTypeLabels } from '../fee-type-labels.ts';
