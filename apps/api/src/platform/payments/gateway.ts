/**
 * The payment gateway port (docs/architecture.md): what the payments module needs from a card
 * gateway. Two adapters: `paystack.gateway.ts` over HTTPS, and `sandbox.gateway.ts`, an offline
 * stand-in for local use and tests. Amounts are integer kobo; currency is NGN.
 */

export type GatewayName = 'paystack' | 'sandbox';

/** A custom field shown on the gateway's dashboard (Paystack `metadata.custom_fields`). */
export type CustomField = { display_name: string; variable_name: string; value: string | number };

/** What the server asks the gateway to charge. */
export type ChargeRequest = {
  reference: string;
  email: string;
  /** Total to charge, kobo. */
  amountKobo: number;
  currency: 'NGN';
  /** The school's settlement sub-account, when it has one. */
  subaccount?: string;
  /** Who bears the gateway fee in the split: the main account or the sub-account. */
  bearer: 'account' | 'subaccount';
  /** Flat amount (kobo) to the platform's main account: the platform fee. */
  transactionChargeKobo: number;
  metadata: { custom_fields: CustomField[] } & Record<string, unknown>;
};

/** The inline checkout's options (spec section 7), sent to the browser. */
export type CheckoutParameters = {
  key: string;
  email: string;
  amount: number;
  currency: 'NGN';
  reference: string;
  subaccount?: string;
  bearer: 'account' | 'subaccount';
  transaction_charge: number;
  metadata: { custom_fields: CustomField[] } & Record<string, unknown>;
};

export type GatewayTransactionStatus =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'pending'
  | 'reversed'
  | 'not_found';

/** The gateway's word on a transaction, as read from verify or a webhook. */
export type GatewayTransaction = {
  reference: string;
  status: GatewayTransactionStatus;
  /** Kobo actually charged; 0 when unknown. */
  amountKobo: number;
  currency: string;
  channel: string | null;
  paidAt: Date | null;
  gatewayResponse: string | null;
  /** The answer as received, kept in payment events for audit. */
  raw: unknown;
};

export type Bank = { name: string; code: string };

export type SubaccountRequest = {
  businessName: string;
  bankCode: string;
  accountNumber: string;
  /** Percentage of each payment to the main account when no flat charge is sent. */
  percentageCharge: number;
  primaryContactEmail?: string;
};

/** Why a gateway call failed, mapped by the payments module to the error catalogue. */
export type GatewayFailure =
  | 'unauthorized' // the secret key was refused
  | 'invalid' // the gateway refused the request (4xx with a message)
  | 'not_found' // no such transaction / account
  | 'unavailable' // 5xx, network error, unreadable answer
  | 'timeout'; // no answer within the payment operation time-out

export class GatewayError extends Error {
  constructor(
    readonly failure: GatewayFailure,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The public key the browser's checkout uses; starts with `pk_`. */
  readonly publicKey: string;
  /** The inline checkout's options for a charge (no network call). */
  checkoutParameters(request: ChargeRequest): CheckoutParameters;
  /** Registers a transaction with the gateway; gives a hosted checkout page to redirect to. */
  initialize(
    request: ChargeRequest,
    signal?: AbortSignal,
  ): Promise<{ accessCode: string; authorizationUrl: string; reference: string }>;
  /** Asks the gateway what became of a transaction. Unknown reference: status `not_found`. */
  verify(reference: string, signal?: AbortSignal): Promise<GatewayTransaction>;
  /** Whether a webhook body carries the gateway's signature (constant-time comparison). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** Reads a webhook body that passed `verifyWebhook`: the event and its transaction. */
  parseWebhook(rawBody: Buffer): { event: string; transaction: GatewayTransaction | null };
  listBanks(signal?: AbortSignal): Promise<Bank[]>;
  resolveAccount(
    accountNumber: string,
    bankCode: string,
    signal?: AbortSignal,
  ): Promise<{ accountNumber: string; accountName: string }>;
  createSubaccount(
    request: SubaccountRequest,
    signal?: AbortSignal,
  ): Promise<{ subaccountCode: string }>;
}

/** Builds the inline checkout's options; shared by both adapters. */
export function checkoutParametersFor(key: string, request: ChargeRequest): CheckoutParameters {
  return {
    key,
    email: request.email,
    amount: request.amountKobo,
    currency: request.currency,
    reference: request.reference,
    ...(request.subaccount ? { subaccount: request.subaccount } : {}),
    bearer: request.bearer,
    transaction_charge: request.transactionChargeKobo,
    metadata: request.metadata,
  };
}
