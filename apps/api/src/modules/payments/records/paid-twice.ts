/**
 * How a confirmed payment of something already paid is flagged (`paidTwiceNote`): the ledger's
 * refunds review and the accounts office's home find those payments by it.
 */
export const PAID_TWICE_FLAG = 'Paid twice';
