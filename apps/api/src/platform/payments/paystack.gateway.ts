import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type Bank,
  type ChargeRequest,
  type CheckoutParameters,
  checkoutParametersFor,
  GatewayError,
  type GatewayTransaction,
  type GatewayTransactionStatus,
  type PaymentGateway,
  type SubaccountRequest,
} from './gateway.ts';

export type PaystackOptions = {
  publicKey: string;
  secretKey: string;
  /** `https://api.paystack.co` in production; a local fake in tests. */
  baseUrl: string;
  /** Per call, including reading the answer; default 30 s. */
  timeoutMs?: number;
};

type Json = Record<string, unknown>;
type Answer = { httpStatus: number; envelope: Json };

const DEFAULT_TIMEOUT_MS = 30_000;
/** A guard against a cursor that never ends; Nigeria has a few hundred banks. */
const MAX_BANK_PAGES = 50;

/**
 * The Paystack adapter of the payment gateway port, over Paystack's REST API
 * (integration notes §2) and its signed webhooks (§3).
 */
export class PaystackGateway implements PaymentGateway {
  readonly name = 'paystack' as const;
  readonly publicKey: string;
  // A private field, so the key shows in no inspection or serialisation of the adapter.
  readonly #secretKey: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(options: PaystackOptions) {
    this.publicKey = options.publicKey;
    this.#secretKey = options.secretKey;
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  checkoutParameters(request: ChargeRequest): CheckoutParameters {
    return checkoutParametersFor(this.publicKey, request);
  }

  async initialize(request: ChargeRequest, signal?: AbortSignal) {
    if (!Number.isSafeInteger(request.amountKobo) || request.amountKobo <= 0)
      throw new GatewayError('invalid', 'The amount must be a whole number of kobo above zero');
    if (!Number.isSafeInteger(request.transactionChargeKobo) || request.transactionChargeKobo < 0)
      throw new GatewayError('invalid', 'The transaction charge must be a whole number of kobo');
    const answer = await this.#call('POST', '/transaction/initialize', signal, {
      email: request.email,
      amount: request.amountKobo,
      currency: request.currency,
      reference: request.reference,
      ...(request.subaccount ? { subaccount: request.subaccount } : {}),
      bearer: request.bearer,
      // Paystack documents an integer in kobo; its OpenAPI document says string (notes §2.3).
      transaction_charge: request.transactionChargeKobo,
      metadata: request.metadata,
    });
    const data = this.#dataOf(answer);
    const accessCode = data.access_code;
    const authorizationUrl = data.authorization_url;
    if (typeof accessCode !== 'string' || typeof authorizationUrl !== 'string')
      throw this.#unreadable(answer);
    const reference = typeof data.reference === 'string' ? data.reference : request.reference;
    return { accessCode, authorizationUrl, reference };
  }

  async verify(reference: string, signal?: AbortSignal): Promise<GatewayTransaction> {
    const path = `/transaction/verify/${encodeURIComponent(reference)}`;
    const answer = await this.#call('GET', path, signal);
    // Paystack answers 400 in practice and 404 per its OpenAPI document (notes §2.2).
    const message = messageOf(answer.envelope) ?? '';
    if (
      answer.httpStatus === 404 ||
      (answer.httpStatus === 400 && /reference not found/i.test(message))
    ) {
      return notFound(reference, answer.envelope);
    }
    // A failed or abandoned payment is still HTTP 200 with `status: true`: only `data.status`
    // says what became of it (notes §2.1, §7.1).
    const data = this.#dataOf(answer);
    return transactionFrom(data, answer.envelope, reference);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string') return false;
    const expected = Buffer.from(
      createHmac('sha512', this.#secretKey).update(rawBody).digest('hex'),
      'utf8',
    );
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  parseWebhook(rawBody: Buffer): { event: string; transaction: GatewayTransaction | null } {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new GatewayError('invalid', 'The webhook body is not JSON');
    }
    if (!isRecord(parsed) || typeof parsed.event !== 'string')
      throw new GatewayError('invalid', 'The webhook body names no event');
    const data = parsed.data;
    // Refund, transfer and other events carry no `reference` of a charge.
    const transaction =
      isRecord(data) && typeof data.reference === 'string' && data.reference !== ''
        ? transactionFrom(data, parsed, data.reference)
        : null;
    return { event: parsed.event, transaction };
  }

  async listBanks(signal?: AbortSignal): Promise<Bank[]> {
    const banks: Bank[] = [];
    const seen = new Set<string>();
    let cursor: string | null = null;
    for (let page = 0; page < MAX_BANK_PAGES; page++) {
      const query = new URLSearchParams({ country: 'nigeria', perPage: '100', use_cursor: 'true' });
      if (cursor) query.set('next', cursor);
      const answer = await this.#call('GET', `/bank?${query}`, signal);
      const data = this.#listOf(answer);
      for (const item of data) {
        if (!isRecord(item) || typeof item.name !== 'string' || typeof item.code !== 'string')
          continue;
        if (item.active === false || item.is_deleted === true) continue;
        banks.push({ name: item.name, code: item.code });
      }
      const meta = answer.envelope.meta;
      const next = isRecord(meta) && typeof meta.next === 'string' ? meta.next : '';
      if (next === '' || seen.has(next)) return banks;
      seen.add(next);
      cursor = next;
    }
    throw new GatewayError('unavailable', 'Paystack kept paging through its bank list');
  }

  async resolveAccount(accountNumber: string, bankCode: string, signal?: AbortSignal) {
    const query = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    const answer = await this.#call('GET', `/bank/resolve?${query}`, signal);
    const data = this.#dataOf(answer);
    if (typeof data.account_name !== 'string') throw this.#unreadable(answer);
    return {
      accountNumber: typeof data.account_number === 'string' ? data.account_number : accountNumber,
      accountName: data.account_name,
    };
  }

  async createSubaccount(request: SubaccountRequest, signal?: AbortSignal) {
    const answer = await this.#call('POST', '/subaccount', signal, {
      business_name: request.businessName,
      settlement_bank: request.bankCode,
      account_number: request.accountNumber,
      percentage_charge: request.percentageCharge,
      ...(request.primaryContactEmail
        ? { primary_contact_email: request.primaryContactEmail }
        : {}),
    });
    const data = this.#dataOf(answer);
    if (typeof data.subaccount_code !== 'string') throw this.#unreadable(answer);
    return { subaccountCode: data.subaccount_code };
  }

  /**
   * One HTTP exchange. Throws for what no caller can act on (timeout, network, refused key,
   * 5xx, an answer that is not a JSON object); returns 2xx and 4xx answers.
   */
  async #call(
    method: 'GET' | 'POST',
    path: string,
    signal: AbortSignal | undefined,
    body?: Json,
  ): Promise<Answer> {
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.#secretKey}`,
      Accept: 'application/json',
    };
    if (body) headers['Content-Type'] = 'application/json';
    let httpStatus: number;
    let text: string;
    try {
      const response = await fetch(`${this.#baseUrl}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // Never carry the secret key to wherever a redirect points.
        redirect: 'error',
      });
      httpStatus = response.status;
      text = await response.text();
    } catch (error) {
      if (timeout.aborted)
        throw new GatewayError('timeout', `Paystack did not answer within ${this.#timeoutMs} ms`);
      if (signal?.aborted)
        throw new GatewayError('timeout', 'The Paystack call was cancelled before it completed');
      throw new GatewayError(
        'unavailable',
        this.#redact(`Paystack could not be reached (${causeOf(error)})`),
      );
    }
    if (httpStatus === 401)
      throw new GatewayError('unauthorized', 'Paystack refused the secret key', httpStatus);
    if (httpStatus >= 500)
      throw new GatewayError(
        'unavailable',
        `Paystack answered HTTP ${httpStatus}`,
        httpStatus,
        this.#scrub(parseOrText(text)),
      );
    const envelope = parseOrText(text);
    if (!isRecord(envelope))
      throw new GatewayError(
        'unavailable',
        `Paystack's answer (HTTP ${httpStatus}) is not a JSON object`,
        httpStatus,
      );
    return { httpStatus, envelope };
  }

  /** The `data` object of a successful answer; a refusal becomes `invalid`. */
  #dataOf(answer: Answer): Json {
    this.#refuseFailure(answer);
    const data = answer.envelope.data;
    if (!isRecord(data)) throw this.#unreadable(answer);
    return data;
  }

  #listOf(answer: Answer): unknown[] {
    this.#refuseFailure(answer);
    const data = answer.envelope.data;
    if (!Array.isArray(data)) throw this.#unreadable(answer);
    return data;
  }

  #refuseFailure({ httpStatus, envelope }: Answer): void {
    if (httpStatus >= 200 && httpStatus < 300 && envelope.status !== false) return;
    const message = messageOf(envelope) ?? `Paystack refused the request (HTTP ${httpStatus})`;
    throw new GatewayError('invalid', this.#redact(message), httpStatus, this.#scrub(envelope));
  }

  #unreadable({ httpStatus, envelope }: Answer): GatewayError {
    return new GatewayError(
      'unavailable',
      `Paystack's answer (HTTP ${httpStatus}) lacks the expected data`,
      httpStatus,
      this.#scrub(envelope),
    );
  }

  #redact(text: string): string {
    return this.#secretKey === '' ? text : text.split(this.#secretKey).join('[redacted]');
  }

  /** A copy of an answer without the secret key, should Paystack ever echo it. */
  #scrub(value: unknown): unknown {
    const text = JSON.stringify(value);
    if (text === undefined || this.#secretKey === '' || !text.includes(this.#secretKey))
      return value;
    return JSON.parse(this.#redact(text));
  }
}

/** Paystack's `data.status` words (notes §2.4); the last four mean "not decided yet". */
const STATUSES = new Map<string, GatewayTransactionStatus>([
  ['success', 'success'],
  ['failed', 'failed'],
  ['abandoned', 'abandoned'],
  ['reversed', 'reversed'],
  ['ongoing', 'pending'],
  ['pending', 'pending'],
  ['processing', 'pending'],
  ['queued', 'pending'],
]);

/** Verify's `data` (and a charge webhook's) as the port's transaction. */
function transactionFrom(data: Json, raw: unknown, reference: string): GatewayTransaction {
  const status = typeof data.status === 'string' ? STATUSES.get(data.status) : undefined;
  return {
    reference: typeof data.reference === 'string' ? data.reference : reference,
    // Any other word is treated as not decided yet, never as paid.
    status: status ?? 'pending',
    amountKobo: koboOf(data.amount),
    currency: typeof data.currency === 'string' ? data.currency : '',
    channel: typeof data.channel === 'string' ? data.channel : null,
    paidAt: dateOf(data.paid_at ?? data.paidAt),
    gatewayResponse: typeof data.gateway_response === 'string' ? data.gateway_response : null,
    raw,
  };
}

function notFound(reference: string, raw: unknown): GatewayTransaction {
  return {
    reference,
    status: 'not_found',
    amountKobo: 0,
    currency: '',
    channel: null,
    paidAt: null,
    gatewayResponse: null,
    raw,
  };
}

/** Webhook payloads sometimes carry the amount as a string (notes §2.4). */
function koboOf(value: unknown): number {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : 0;
}

function dateOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(envelope: Json): string | undefined {
  return typeof envelope.message === 'string' && envelope.message !== ''
    ? envelope.message
    : undefined;
}

function parseOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** `fetch failed` says little; the socket error code below it says why. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (isRecord(cause) && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.message : 'unknown error';
}
