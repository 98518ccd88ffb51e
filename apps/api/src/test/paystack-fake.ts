import { createHmac, randomBytes } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

/**
 * A local stand-in for Paystack's REST API and webhooks, written from the integration notes
 * (shared/reference/paystack/integration-notes.md, §2, §3 and the checklist in §8). It is a
 * real HTTP server, so the adapter is tested with its real `fetch`, headers and time-outs.
 *
 * Deliberate differences from Paystack, so that suites need less set-up:
 * - a `subaccount` code on initialize is accepted even when the fake never created it;
 * - messages the notes do not document (marked "own wording") are the fake's own.
 */

/** One request the fake received, as it came in (checkout page visits are not recorded). */
export type FakePaystackRequest = {
  method: string;
  /** The path as sent, still percent-encoded. */
  path: string;
  /** The query string; a repeated name keeps its last value. */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON (or form) body; undefined when there was none or it was not parseable. */
  body: unknown;
  rawBody: string;
};

export type SettleOptions = {
  /** Kobo actually paid; for a popup payment the fake has not seen, required. */
  amount?: number;
  currency?: string;
  /** For a popup payment the fake has not seen: the customer's email (default a test one). */
  email?: string;
  /** For a popup payment the fake has not seen: the metadata the popup sent. */
  metadata?: unknown;
};

/** A webhook delivery as Paystack would POST it. */
export type FakeWebhook = {
  /** The exact bytes to send: compact JSON `{"event":"charge.success","data":{...}}`. */
  body: Buffer;
  /** `x-paystack-signature`: hex HMAC-SHA512 of `body` keyed with the secret key. */
  signature: string;
  headers: { 'content-type': string; 'x-paystack-signature': string };
};

export type FakePaystack = {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The only key the fake accepts as `Authorization: Bearer <secretKey>`. */
  secretKey: string;
  /** A matching public key for the browser's checkout parameters. */
  publicKey: string;
  /** Every API request received, oldest first (push-only; read it, do not reassign). */
  requests: FakePaystackRequest[];
  /**
   * Completes a payment as the customer would on Paystack's checkout: `success` or `failed`.
   * `amount`/`currency` override what was initialized (a tampered popup). A reference the fake
   * has not seen is created, as the inline popup creates transactions at Paystack directly.
   */
  settle(reference: string, outcome: 'success' | 'failed', options?: SettleOptions): void;
  /** The signed `charge.success` event for a reference settled as `success`. */
  webhookFor(reference: string): FakeWebhook;
  /** Signs any body as Paystack signs webhooks, to build other events. */
  sign(body: Buffer | string): string;
  /** Makes every answer wait `ms` first (0 to stop). */
  setDelay(ms: number): void;
  /**
   * Gives the next request this answer instead of the normal one (after recording it), for
   * 5xx, odd statuses or bodies; calls queue up. An object body is sent as JSON, a string as is.
   */
  answerNext(status: number, body?: unknown): void;
  /** An account `GET /bank/resolve` and `POST /subaccount` know. */
  addAccount(bankCode: string, accountNumber: string, accountName: string): void;
  /** A bank `GET /bank` lists (the fake starts with a dozen Nigerian banks). */
  addBank(name: string, code: string): void;
  close(): Promise<void>;
};

/** The accounts every fake starts with: bank code, account number, account name. */
export const fakePaystackAccounts: readonly (readonly [string, string, string])[] = [
  ['058', '0123456047', 'LARRY JAMES  O'],
  ['063', '0022728151', 'WES GIBBONS'],
  ['057', '0000000000', 'ZENITH TEST ACCOUNT'],
  ['044', '0690000031', 'GREENFIELD ACADEMY LTD'],
];

const SEED_BANKS: readonly (readonly [string, string])[] = [
  ['Access Bank', '044'],
  ['Access Bank (Diamond)', '063'],
  ['Citibank Nigeria', '023'],
  ['Ecobank Nigeria', '050'],
  ['Fidelity Bank', '070'],
  ['First Bank of Nigeria', '011'],
  ['First City Monument Bank', '214'],
  ['Guaranty Trust Bank', '058'],
  ['Stanbic IBTC Bank', '221'],
  ['Sterling Bank', '232'],
  ['Union Bank of Nigeria', '032'],
  ['United Bank For Africa', '033'],
  ['Wema Bank', '035'],
  ['Zenith Bank', '057'],
];

type FakeBank = { id: number; name: string; code: string };
type FakeSubaccount = {
  id: number;
  code: string;
  businessName: string;
  bank: FakeBank;
  accountNumber: string;
  accountName: string;
  percentageCharge: number;
  primaryContactEmail: string | null;
  createdAt: Date;
};
type FakeTransaction = {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  requestedAmount: number;
  currency: string;
  metadata: unknown;
  subaccount: string | null;
  bearer: string;
  transactionCharge: number | null;
  status: 'abandoned' | 'success' | 'failed';
  createdAt: Date;
  paidAt: Date | null;
  /** Stable across verify calls and webhooks, like the card Paystack keeps. */
  authorizationCode: string;
};
type Reply = { status: number; body: unknown };

const REFERENCE = /^[A-Za-z0-9.=-]+$/;
/** Paystack's per-transaction limit, ₦10,000,000 (notes §2.1). */
const MAX_AMOUNT = 1_000_000_000;

/** Starts a fake Paystack on 127.0.0.1 at a free port. */
export async function startFakePaystack(
  options: { secretKey?: string; delayMs?: number } = {},
): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(20).toString('hex')}`;
  const publicKey = `pk_test_${randomBytes(20).toString('hex')}`;
  let delayMs = options.delayMs ?? 0;
  let closed = false;
  const requests: FakePaystackRequest[] = [];
  const faults: Reply[] = [];
  const waiting = new Set<() => void>();
  const banks: FakeBank[] = [];
  const accounts = new Map<string, string>();
  const subaccounts = new Map<string, FakeSubaccount>();
  const transactions = new Map<string, FakeTransaction>();
  const customers = new Map<string, { id: number; code: string }>();
  let nextId = 4_099_260_516;

  const addBank = (name: string, code: string) => {
    banks.push({ id: banks.length + 1, name, code });
  };
  for (const [name, code] of SEED_BANKS) addBank(name, code);
  for (const [bank, number, name] of fakePaystackAccounts) accounts.set(`${bank}/${number}`, name);

  const sign = (body: Buffer | string) =>
    createHmac('sha512', secretKey).update(body).digest('hex');

  const customerOf = (email: string) => {
    let customer = customers.get(email);
    if (!customer) {
      customer = { id: 181_873_746 + customers.size, code: `CUS_${token(15)}` };
      customers.set(email, customer);
    }
    return customer;
  };

  /** The transaction object of verify and webhooks, shaped like the docs' verify sample. */
  const transactionJson = (tx: FakeTransaction) => {
    const paid = tx.status === 'success';
    const fees = paid ? feeKobo(tx.amount) : null;
    const subaccount = tx.subaccount ? subaccounts.get(tx.subaccount) : undefined;
    const customer = customerOf(tx.email);
    const attempted = tx.status !== 'abandoned';
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      receipt_number: null,
      amount: tx.amount,
      message: null,
      gateway_response: {
        success: 'Successful',
        failed: 'Declined',
        abandoned: 'The transaction was not completed',
      }[tx.status],
      paid_at: tx.paidAt?.toISOString() ?? null,
      created_at: tx.createdAt.toISOString(),
      channel: 'card',
      currency: tx.currency,
      ip_address: attempted ? '127.0.0.1' : null,
      metadata: tx.metadata,
      log: attempted
        ? {
            start_time: Math.floor(tx.createdAt.getTime() / 1000),
            time_spent: 4,
            attempts: 1,
            errors: paid ? 0 : 1,
            success: paid,
            mobile: false,
            input: [],
            history: [
              { type: 'action', message: 'Attempted to pay with card', time: 3 },
              paid
                ? { type: 'success', message: 'Successfully paid with card', time: 4 }
                : { type: 'error', message: 'Error: Declined', time: 4 },
            ],
          }
        : null,
      fees,
      fees_split: paid && tx.subaccount ? feesSplit(tx, subaccount, fees ?? 0) : null,
      authorization: attempted
        ? {
            authorization_code: tx.authorizationCode,
            bin: '408408',
            last4: '4081',
            exp_month: '12',
            exp_year: '2030',
            channel: 'card',
            card_type: 'visa ',
            bank: 'TEST BANK',
            country_code: 'NG',
            brand: 'visa',
            reusable: paid,
            signature: `SIG_${tx.authorizationCode.slice(5)}`,
            account_name: null,
          }
        : {},
      customer: {
        id: customer.id,
        first_name: null,
        last_name: null,
        email: tx.email,
        customer_code: customer.code,
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: tx.paidAt?.toISOString() ?? null,
      createdAt: tx.createdAt.toISOString(),
      requested_amount: tx.requestedAmount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
      transaction_date: tx.createdAt.toISOString(),
      plan_object: {},
      subaccount: tx.subaccount ? subaccountJson(tx.subaccount, subaccount) : {},
    };
  };

  const initialize = (body: unknown): Reply => {
    const input = isRecord(body) ? body : {};
    const email = input.email;
    if (typeof email !== 'string' || email === '')
      return refuse(400, 'Email is not allowed to be empty');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      return refuse(400, 'Invalid Email Address Passed');
    const amount = wholeNumber(input.amount);
    if (amount === null || amount <= 0)
      return refuse(400, 'Invalid Amount Sent', {
        meta: {
          nextStep:
            "Ensure that you're passing your amount correctly. It should be a number greater than zero, with no decimal places",
        },
        type: 'validation_error',
        code: 'invalid_amount',
      });
    if (amount > MAX_AMOUNT) return refuse(400, 'Transaction amount limit exceeded');
    const currency = input.currency ?? 'NGN';
    if (currency !== 'NGN') return refuse(400, 'Currency not supported by merchant');
    let reference = input.reference;
    if (reference === undefined || reference === '') reference = token(10);
    if (typeof reference !== 'string' || !REFERENCE.test(reference))
      return refuse(400, 'Invalid character in transaction reference');
    if (transactions.has(reference))
      return refuse(400, 'Duplicate Transaction Reference', {
        meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
        type: 'validation_error',
        code: 'duplicate_reference',
      });
    const charge =
      input.transaction_charge === undefined ? null : wholeNumber(input.transaction_charge);
    if (charge === null && input.transaction_charge !== undefined)
      return refuse(400, 'transaction_charge must be a whole number of kobo'); // own wording
    const accessCode = token(15);
    transactions.set(reference, {
      id: nextId++,
      reference,
      accessCode,
      email,
      amount,
      requestedAmount: amount,
      currency,
      metadata: input.metadata ?? '',
      subaccount: typeof input.subaccount === 'string' ? input.subaccount : null,
      bearer: input.bearer === 'subaccount' ? 'subaccount' : 'account',
      transactionCharge: charge,
      status: 'abandoned',
      createdAt: new Date(),
      paidAt: null,
      authorizationCode: `AUTH_${token(10)}`,
    });
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${url}/checkout/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      },
    };
  };

  const verify = (reference: string): Reply => {
    const tx = transactions.get(reference);
    // Paystack answers 400 here in practice; its OpenAPI document says 404 (notes §2.2).
    if (!tx) return refuse(400, 'Transaction reference not found');
    return {
      status: 200,
      body: { status: true, message: 'Verification successful', data: transactionJson(tx) },
    };
  };

  const listBanks = (query: Record<string, string>): Reply => {
    const country = query.country?.toLowerCase();
    const currency = query.currency;
    // Every bank of the fake is Nigerian.
    const nigerian =
      (country === undefined || country === 'nigeria') &&
      (currency === undefined || currency === 'NGN');
    const matching = nigerian ? banks : [];
    const perPage = Math.min(Math.max(Number.parseInt(query.perPage ?? '50', 10) || 50, 1), 100);
    const json = (bank: FakeBank) => bankJson(bank);
    if (query.use_cursor === 'true') {
      let after = 0;
      if (query.next) {
        const decoded = /^bank:(\d+)$/.exec(Buffer.from(query.next, 'base64').toString('utf8'));
        if (!decoded) return refuse(400, 'Invalid cursor'); // own wording
        after = Number(decoded[1]);
      }
      const rest = matching.filter((bank) => bank.id > after);
      const page = rest.slice(0, perPage);
      const last = page.at(-1);
      return {
        status: 200,
        body: {
          status: true,
          message: 'Banks retrieved',
          data: page.map(json),
          meta: {
            next: rest.length > perPage && last ? cursorOf(last.id) : null,
            previous: after > 0 ? cursorOf(after) : null,
            perPage,
          },
        },
      };
    }
    const pageNumber = Math.max(Number.parseInt(query.page ?? '1', 10) || 1, 1);
    const skipped = (pageNumber - 1) * perPage;
    return {
      status: 200,
      body: {
        status: true,
        message: 'Banks retrieved',
        data: matching.slice(skipped, skipped + perPage).map(json),
        meta: {
          total: matching.length,
          skipped,
          perPage,
          page: pageNumber,
          pageCount: Math.ceil(matching.length / perPage),
        },
      },
    };
  };

  const resolveAccount = (query: Record<string, string>): Reply => {
    const number = query.account_number;
    const bankCode = query.bank_code;
    if (!number) return refuse(400, 'account_number is required');
    if (!/^\d+$/.test(number)) return refuse(400, 'Account number should be numeric');
    if (!bankCode) return refuse(400, 'bank_code is required');
    const name = accounts.get(`${bankCode}/${number}`);
    if (name !== undefined)
      return {
        status: 200,
        body: {
          status: true,
          message: 'Account number resolved',
          data: {
            account_number: number,
            account_name: name,
            bank_id: bankByCode(bankCode)?.id ?? 0,
          },
        },
      };
    if (!bankByCode(bankCode))
      return refuse(400, `Unknown bank code: ${bankCode}`, {
        meta: { nextStep: "Ensure that the value(s) you're passing are valid." },
        type: 'validation_error',
        code: 'invalid_params',
      });
    return refuse(422, 'Could not resolve account name. Check parameters or try again.', {
      meta: { nextStep: 'Ensure that the account number and bank code are correct' },
      type: 'validation_error',
      code: 'invalid_bank_code',
    });
  };

  const createSubaccount = (body: unknown): Reply => {
    const input = isRecord(body) ? body : {};
    for (const field of ['business_name', 'settlement_bank', 'account_number', 'percentage_charge'])
      if (input[field] === undefined || input[field] === '')
        return refuse(400, `${field} is required`); // own wording
    const { business_name, settlement_bank, account_number, percentage_charge } = input;
    const percentage =
      typeof percentage_charge === 'string' ? Number(percentage_charge) : percentage_charge;
    if (typeof percentage !== 'number' || !(percentage >= 0 && percentage <= 100))
      return refuse(400, 'percentage_charge must be a number from 0 to 100'); // own wording
    const bank = bankByCode(String(settlement_bank));
    if (!bank) return refuse(400, `Unknown bank code: ${String(settlement_bank)}`);
    const accountName = accounts.get(`${bank.code}/${String(account_number)}`);
    if (accountName === undefined) return refuse(400, 'Account number is invalid');
    const subaccount: FakeSubaccount = {
      id: 1_151_727 + subaccounts.size,
      code: `ACCT_${token(15)}`,
      businessName: String(business_name),
      bank,
      accountNumber: String(account_number),
      accountName,
      percentageCharge: percentage,
      primaryContactEmail:
        typeof input.primary_contact_email === 'string' ? input.primary_contact_email : null,
      createdAt: new Date(),
    };
    subaccounts.set(subaccount.code, subaccount);
    return {
      status: 201,
      body: {
        status: true,
        message: 'Subaccount created',
        data: {
          business_name: subaccount.businessName,
          account_number: subaccount.accountNumber,
          percentage_charge: subaccount.percentageCharge,
          settlement_bank: bank.name,
          currency: 'NGN',
          bank: bank.id,
          integration: 463_433,
          domain: 'test',
          account_name: accountName,
          product: 'collection',
          managed_by_integration: 463_433,
          subaccount_code: subaccount.code,
          is_verified: false,
          settlement_schedule: 'AUTO',
          active: true,
          migrate: false,
          id: subaccount.id,
          createdAt: subaccount.createdAt.toISOString(),
          updatedAt: subaccount.createdAt.toISOString(),
        },
      },
    };
  };

  const route = (
    method: string,
    path: string,
    query: Record<string, string>,
    headers: IncomingHttpHeaders,
    body: unknown,
  ): Reply => {
    const authorization = headers.authorization;
    if (!authorization) return refuse(401, 'No Authorization Header was found');
    if (!authorization.startsWith('Bearer '))
      return refuse(401, 'Format is Authorization Bearer [secret key]');
    if (authorization !== `Bearer ${secretKey}`) return refuse(401, 'Invalid key');
    if (method === 'POST' && path === '/transaction/initialize') return initialize(body);
    const verifyPath = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (method === 'GET' && verifyPath?.[1]) return verify(decodeURIComponent(verifyPath[1]));
    if (method === 'GET' && path === '/bank') return listBanks(query);
    if (method === 'GET' && path === '/bank/resolve') return resolveAccount(query);
    if (method === 'POST' && path === '/subaccount') return createSubaccount(body);
    return refuse(404, 'Entity not found');
  };

  /** Waits `ms`, or less if the fake closes meanwhile. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiting.add(done);
    });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const target = new URL(request.url ?? '/', 'http://fake');
    const rawBody = await readBody(request);
    if (request.method === 'GET' && target.pathname.startsWith('/checkout/')) {
      // The hosted checkout page lives on another host at Paystack; a placeholder will do.
      const code = target.pathname.slice('/checkout/'.length);
      const tx = [...transactions.values()].find((t) => t.accessCode === code);
      response.writeHead(tx ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      // References only hold [A-Za-z0-9.=-], so they need no HTML escaping.
      response.end(
        `<!doctype html><title>Fake Paystack checkout</title><p>${tx ? `Pay ${tx.amount} kobo for ${tx.reference}` : 'No such checkout'}</p>`,
      );
      return;
    }
    const query: Record<string, string> = {};
    for (const [name, value] of target.searchParams) query[name] = value;
    const body = parseBody(rawBody, request.headers['content-type']);
    const method = request.method ?? 'GET';
    requests.push({
      method,
      path: target.pathname,
      query,
      headers: request.headers,
      body,
      rawBody,
    });
    const reply = faults.shift() ?? route(method, target.pathname, query, request.headers, body);
    if (delayMs > 0) await pause(delayMs);
    if (closed) {
      response.destroy();
      return;
    }
    const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(text);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ status: false, message: `Fake Paystack error: ${String(error)}` }),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    secretKey,
    publicKey,
    requests,
    settle(reference, outcome, settleOptions = {}) {
      if (!REFERENCE.test(reference))
        throw new Error(`fake Paystack: ${reference} has characters Paystack refuses`);
      let tx = transactions.get(reference);
      if (tx?.status === 'success') throw new Error(`fake Paystack: ${reference} is already paid`);
      if (!tx) {
        if (settleOptions.amount === undefined)
          throw new Error(`fake Paystack: settling unknown ${reference} needs an amount`);
        tx = {
          id: nextId++,
          reference,
          accessCode: token(15),
          email: settleOptions.email ?? 'customer@example.com',
          amount: settleOptions.amount,
          requestedAmount: settleOptions.amount,
          currency: settleOptions.currency ?? 'NGN',
          metadata: settleOptions.metadata ?? '',
          subaccount: null,
          bearer: 'account',
          transactionCharge: null,
          status: 'abandoned',
          createdAt: new Date(),
          paidAt: null,
          authorizationCode: `AUTH_${token(10)}`,
        };
        transactions.set(reference, tx);
      }
      tx.status = outcome;
      if (settleOptions.amount !== undefined) tx.amount = settleOptions.amount;
      if (settleOptions.currency !== undefined) tx.currency = settleOptions.currency;
      tx.paidAt = outcome === 'success' ? new Date() : null;
    },
    webhookFor(reference) {
      const tx = transactions.get(reference);
      if (tx?.status !== 'success')
        throw new Error(`fake Paystack: no charge.success for ${reference}; settle it first`);
      const body = Buffer.from(
        JSON.stringify({ event: 'charge.success', data: transactionJson(tx) }),
      );
      const signature = sign(body);
      return {
        body,
        signature,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      };
    },
    sign,
    setDelay(ms) {
      delayMs = ms;
    },
    answerNext(status, body = { status: false, message: 'An error occurred' }) {
      faults.push({ status, body });
    },
    addAccount(bankCode, accountNumber, accountName) {
      accounts.set(`${bankCode}/${accountNumber}`, accountName);
    },
    addBank,
    close() {
      closed = true;
      for (const done of [...waiting]) done();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };

  function bankByCode(code: string): FakeBank | undefined {
    return banks.find((bank) => bank.code === code);
  }

  function subaccountJson(code: string, subaccount: FakeSubaccount | undefined) {
    if (!subaccount) return { subaccount_code: code };
    return {
      id: subaccount.id,
      subaccount_code: subaccount.code,
      business_name: subaccount.businessName,
      description: null,
      primary_contact_name: null,
      primary_contact_email: subaccount.primaryContactEmail,
      primary_contact_phone: null,
      metadata: null,
      percentage_charge: subaccount.percentageCharge,
      settlement_bank: subaccount.bank.name,
      account_number: subaccount.accountNumber,
    };
  }
}

/**
 * Paystack's local card fee in kobo (notes §4): 1.5% + ₦100, the ₦100 waived under ₦2,500,
 * capped at ₦2,000; rounded up like Paystack's own fee libraries.
 */
export function feeKobo(amount: number): number {
  const percentage = Math.ceil((amount * 15) / 1000);
  return Math.min(percentage + (amount >= 250_000 ? 10_000 : 0), 200_000);
}

/** How a split payment is shared (notes §4, "Splits"). */
function feesSplit(tx: FakeTransaction, subaccount: FakeSubaccount | undefined, fee: number) {
  const percentage = subaccount?.percentageCharge ?? 0;
  const share = tx.transactionCharge ?? Math.round((tx.amount * percentage) / 100);
  const bearerIsAccount = tx.bearer !== 'subaccount';
  return {
    paystack: fee,
    integration: bearerIsAccount ? share - fee : share,
    subaccount: bearerIsAccount ? tx.amount - share : tx.amount - share - fee,
    params: {
      bearer: tx.bearer,
      transaction_charge: tx.transactionCharge === null ? '' : String(tx.transactionCharge),
      percentage_charge: String(percentage),
    },
  };
}

function bankJson(bank: FakeBank) {
  const stamp = '2020-12-07T16:19:09.000Z';
  return {
    name: bank.name,
    slug: bank.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    code: bank.code,
    longcode: '',
    gateway: null,
    pay_with_bank: false,
    supports_transfer: true,
    available_for_direct_debit: false,
    active: true,
    is_deleted: false,
    country: 'Nigeria',
    currency: 'NGN',
    type: 'nuban',
    id: bank.id,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

function cursorOf(id: number): string {
  return Buffer.from(`bank:${id}`).toString('base64');
}

function refuse(status: number, message: string, extra: Record<string, unknown> = {}): Reply {
  return { status, body: { status: false, message, ...extra } };
}

/** An integer, or a string of digits (Paystack's docs type amounts as strings, notes §2.3). */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

function token(length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseBody(raw: string, contentType: string | undefined): unknown {
  if (raw === '') return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
