import { createServer } from 'node:http';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePaystack, startFakePaystack } from '@/test/paystack-fake.ts';
import {
  loadPaystackOpenApi,
  type PaystackOpenApi,
  paystackSpecDeviations,
} from '@/test/paystack-openapi.ts';
import { type ChargeRequest, checkoutParametersFor, GatewayError } from './gateway.ts';
import { PaystackGateway } from './paystack.gateway.ts';

let fake: FakePaystack;
let gateway: PaystackGateway;
let spec: PaystackOpenApi;
let counter = 0;

beforeAll(async () => {
  fake = await startFakePaystack();
  // The trailing slash checks that the adapter joins paths without doubling it.
  gateway = new PaystackGateway({
    publicKey: fake.publicKey,
    secretKey: fake.secretKey,
    baseUrl: `${fake.url}/`,
    timeoutMs: 5000,
  });
  spec = loadPaystackOpenApi();
});

afterAll(async () => {
  await fake.close();
});

function newReference(): string {
  counter += 1;
  return `CF-2025-T${counter}.x=1`;
}

function chargeFor(reference: string, extra: Partial<ChargeRequest> = {}): ChargeRequest {
  return {
    reference,
    email: 'parent@example.com',
    amountKobo: 15_000_000,
    currency: 'NGN',
    bearer: 'account',
    transactionChargeKobo: 50_000,
    metadata: {
      custom_fields: [{ display_name: 'Student', variable_name: 'student', value: 'Ada Obi' }],
      invoiceId: 'inv-1',
    },
    ...extra,
  };
}

/** The GatewayError a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GatewayError))
    throw new Error(`expected a GatewayError, got ${inspect(error)}`);
  return error;
}

function lastRequest() {
  const request = fake.requests.at(-1);
  if (!request) throw new Error('the fake received nothing');
  return request;
}

describe('checkoutParameters', () => {
  it('builds the inline checkout options with the public key', () => {
    const request = chargeFor(newReference(), { subaccount: 'ACCT_school' });
    const parameters = gateway.checkoutParameters(request);
    expect(parameters).toEqual(checkoutParametersFor(fake.publicKey, request));
    expect(parameters.key).toMatch(/^pk_test_/);
    expect(gateway.name).toBe('paystack');
  });
});

describe('initialize', () => {
  it('registers the transaction and returns the hosted checkout', async () => {
    const reference = newReference();
    const result = await gateway.initialize(chargeFor(reference, { subaccount: 'ACCT_school' }));
    expect(result.reference).toBe(reference);
    expect(result.accessCode).toMatch(/^[a-z0-9]{15}$/);
    expect(result.authorizationUrl).toBe(`${fake.url}/checkout/${result.accessCode}`);
    const page = await fetch(result.authorizationUrl);
    expect(await page.text()).toContain(reference);

    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/transaction/initialize');
    expect(sent.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toEqual({
      email: 'parent@example.com',
      amount: 15_000_000,
      currency: 'NGN',
      reference,
      subaccount: 'ACCT_school',
      bearer: 'account',
      transaction_charge: 50_000,
      metadata: {
        custom_fields: [{ display_name: 'Student', variable_name: 'student', value: 'Ada Obi' }],
        invoiceId: 'inv-1',
      },
    });
  });

  it('sends no subaccount when the school has none', async () => {
    await gateway.initialize(chargeFor(newReference()));
    expect(lastRequest().body).not.toHaveProperty('subaccount');
  });

  it("refuses a reused reference with Paystack's message", async () => {
    const reference = newReference();
    await gateway.initialize(chargeFor(reference));
    const error = await failureOf(gateway.initialize(chargeFor(reference)));
    expect(error.failure).toBe('invalid');
    expect(error.message).toBe('Duplicate Transaction Reference');
    expect(error.status).toBe(400);
  });

  it('refuses a fractional amount without calling Paystack', async () => {
    const before = fake.requests.length;
    const error = await failureOf(
      gateway.initialize(chargeFor(newReference(), { amountKobo: 1500.5 })),
    );
    expect(error.failure).toBe('invalid');
    expect(fake.requests.length).toBe(before);
  });
});

describe('verify', () => {
  it('reads an unpaid transaction as abandoned', async () => {
    const reference = newReference();
    await gateway.initialize(chargeFor(reference));
    const transaction = await gateway.verify(reference);
    expect(transaction).toMatchObject({ reference, status: 'abandoned', paidAt: null });
    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: `/transaction/verify/${encodeURIComponent(reference)}`,
    });
  });

  it('reads a successful payment', async () => {
    const reference = newReference();
    await gateway.initialize(chargeFor(reference));
    fake.settle(reference, 'success');
    const transaction = await gateway.verify(reference);
    expect(transaction).toMatchObject({
      reference,
      status: 'success',
      amountKobo: 15_000_000,
      currency: 'NGN',
      channel: 'card',
      gatewayResponse: 'Successful',
    });
    expect(transaction.paidAt).toBeInstanceOf(Date);
    expect(transaction.raw).toMatchObject({ status: true, data: { reference, status: 'success' } });
  });

  it('reads a failed payment from data.status although Paystack answers 200 status true', async () => {
    const reference = newReference();
    await gateway.initialize(chargeFor(reference));
    fake.settle(reference, 'failed');
    const transaction = await gateway.verify(reference);
    expect(transaction.status).toBe('failed');
    expect(transaction.paidAt).toBeNull();
    expect(transaction.raw).toMatchObject({ status: true, data: { status: 'failed' } });
  });

  it('reads what was actually paid, not what was asked', async () => {
    const reference = newReference();
    await gateway.initialize(chargeFor(reference));
    fake.settle(reference, 'success', { amount: 100 });
    expect((await gateway.verify(reference)).amountKobo).toBe(100);
  });

  it('reads a payment the inline popup created at Paystack directly', async () => {
    const reference = newReference();
    fake.settle(reference, 'success', { amount: 2_500_000, email: 'guardian@example.com' });
    expect(await gateway.verify(reference)).toMatchObject({
      status: 'success',
      amountKobo: 2_500_000,
    });
  });

  it('answers not_found for an unknown reference (Paystack: 400)', async () => {
    const transaction = await gateway.verify('never-initialized');
    expect(transaction).toMatchObject({ reference: 'never-initialized', status: 'not_found' });
  });

  it('answers not_found for a 404, as the OpenAPI document describes', async () => {
    fake.answerNext(404, { status: false, message: 'Transaction reference not found' });
    expect((await gateway.verify(newReference())).status).toBe('not_found');
  });

  it('encodes the reference in the path', async () => {
    const transaction = await gateway.verify('a/b?c');
    expect(transaction.status).toBe('not_found');
    expect(lastRequest().path).toBe('/transaction/verify/a%2Fb%3Fc');
  });

  it.each([
    ['ongoing', 'pending'],
    ['processing', 'pending'],
    ['queued', 'pending'],
    ['pending', 'pending'],
    ['reversed', 'reversed'],
    ['something-new', 'pending'],
  ])('maps data.status %s to %s', async (status, expected) => {
    const reference = newReference();
    fake.answerNext(200, {
      status: true,
      message: 'Verification successful',
      data: { reference, status, amount: '5000', currency: 'NGN', paid_at: null },
    });
    expect(await gateway.verify(reference)).toMatchObject({ status: expected, amountKobo: 5000 });
  });
});

describe('failures', () => {
  it('maps a refused secret key to unauthorized', async () => {
    const wrong = new PaystackGateway({
      publicKey: fake.publicKey,
      secretKey: 'sk_test_wrong',
      baseUrl: fake.url,
    });
    const error = await failureOf(wrong.verify(newReference()));
    expect(error.failure).toBe('unauthorized');
    expect(error.status).toBe(401);
  });

  it('maps a 5xx to unavailable', async () => {
    fake.answerNext(503, { status: false, message: 'Service Unavailable' });
    const error = await failureOf(gateway.verify(newReference()));
    expect(error.failure).toBe('unavailable');
    expect(error.status).toBe(503);
  });

  it('maps an answer that is not JSON to unavailable', async () => {
    fake.answerNext(200, '<html>Bad gateway</html>');
    expect((await failureOf(gateway.listBanks())).failure).toBe('unavailable');
  });

  it('maps a dropped connection to unavailable', async () => {
    const dropping = await startDroppingServer();
    try {
      const offline = new PaystackGateway({
        publicKey: 'pk',
        secretKey: fake.secretKey,
        baseUrl: dropping.url,
      });
      const error = await failureOf(offline.verify(newReference()));
      expect(error.failure).toBe('unavailable');
    } finally {
      await dropping.close();
    }
  });

  it('gives up with timeout when Paystack is slow', async () => {
    const impatient = new PaystackGateway({
      publicKey: fake.publicKey,
      secretKey: fake.secretKey,
      baseUrl: fake.url,
      timeoutMs: 200,
    });
    fake.setDelay(2000);
    try {
      const started = Date.now();
      const error = await failureOf(impatient.verify(newReference()));
      expect(error.failure).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      fake.setDelay(0);
    }
  });

  it("stops with timeout when the caller's signal aborts", async () => {
    const error = await failureOf(gateway.listBanks(AbortSignal.abort()));
    expect(error.failure).toBe('timeout');
  });

  it('never lets the secret key out, in messages, bodies or the adapter itself', async () => {
    const secret = fake.secretKey;
    fake.answerNext(400, { status: false, message: `Bad key ${secret}`, echo: secret });
    const invalid = await failureOf(gateway.verify(newReference()));
    fake.answerNext(500, { status: false, message: secret });
    const unavailable = await failureOf(gateway.verify(newReference()));
    const dropping = await startDroppingServer();
    const offline = new PaystackGateway({
      publicKey: 'pk',
      secretKey: secret,
      baseUrl: dropping.url,
    });
    const unreachable = await failureOf(offline.verify(newReference())).finally(dropping.close);
    const unauthorized = await failureOf(
      new PaystackGateway({
        publicKey: 'pk',
        secretKey: 'sk_test_other',
        baseUrl: fake.url,
      }).verify(newReference()),
    );
    expect(invalid.failure).toBe('invalid');
    expect(invalid.message).toBe('Bad key [redacted]');
    for (const error of [invalid, unavailable, unreachable, unauthorized]) {
      const shown = [
        error.message,
        String(error.stack),
        JSON.stringify(error),
        inspect(error, { depth: null, showHidden: true }),
      ].join('\n');
      expect(shown).not.toContain(secret);
      expect(shown).not.toContain('sk_test_other');
    }
    expect(inspect(gateway, { depth: null, showHidden: true })).not.toContain(secret);
    expect(JSON.stringify(gateway)).not.toContain(secret);
  });
});

describe('webhooks', () => {
  it('accepts a charge.success signed like Paystack and reads its transaction', async () => {
    const reference = newReference();
    await gateway.initialize(chargeFor(reference));
    fake.settle(reference, 'success');
    const { body, signature } = fake.webhookFor(reference);
    expect(gateway.verifyWebhook(body, signature)).toBe(true);
    const { event, transaction } = gateway.parseWebhook(body);
    expect(event).toBe('charge.success');
    expect(transaction).toMatchObject({
      reference,
      status: 'success',
      amountKobo: 15_000_000,
      currency: 'NGN',
    });
    expect(transaction?.paidAt).toBeInstanceOf(Date);
  });

  it('refuses a tampered body, another key, a missing or ill-sized signature', async () => {
    const reference = newReference();
    fake.settle(reference, 'success', { amount: 10_000 });
    const { body, signature } = fake.webhookFor(reference);
    const tampered = Buffer.from(body.toString('utf8').replace('"amount":10000', '"amount":10001'));
    expect(tampered.equals(body)).toBe(false);
    expect(gateway.verifyWebhook(tampered, signature)).toBe(false);
    const otherKey = new PaystackGateway({
      publicKey: 'pk',
      secretKey: 'sk_test_other',
      baseUrl: fake.url,
    });
    expect(otherKey.verifyWebhook(body, signature)).toBe(false);
    expect(gateway.verifyWebhook(body, undefined)).toBe(false);
    expect(gateway.verifyWebhook(body, '')).toBe(false);
    expect(gateway.verifyWebhook(body, signature.slice(1))).toBe(false);
    expect(gateway.verifyWebhook(body, `${signature}00`)).toBe(false);
    expect(gateway.verifyWebhook(body, 'é'.repeat(64))).toBe(false);
    expect(gateway.verifyWebhook(body, signature.toUpperCase())).toBe(false);
  });

  it('reads an event without a charge reference as no transaction', () => {
    const body = Buffer.from(
      JSON.stringify({
        event: 'refund.processed',
        data: { status: 'processed', transaction_reference: 'T1', amount: '1000' },
      }),
    );
    expect(gateway.verifyWebhook(body, fake.sign(body))).toBe(true);
    expect(gateway.parseWebhook(body)).toEqual({ event: 'refund.processed', transaction: null });
  });

  it('refuses a body that is not JSON with invalid', () => {
    expect(() => gateway.parseWebhook(Buffer.from('{"event":'))).toThrow(GatewayError);
    const error = (() => {
      try {
        gateway.parseWebhook(Buffer.from('[]'));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toMatchObject({ failure: 'invalid' });
  });
});

describe('banks and sub-accounts', () => {
  it('lists the banks, following the cursor', async () => {
    for (let i = 0; i < 150; i++)
      fake.addBank(`Test Microfinance Bank ${i}`, `9${String(i).padStart(5, '0')}`);
    const before = fake.requests.length;
    const banks = await gateway.listBanks();
    expect(banks).toHaveLength(164);
    expect(banks).toContainEqual({ name: 'Zenith Bank', code: '057' });
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual(['/bank', '/bank']);
    expect(sent[0]?.query).toEqual({ country: 'nigeria', perPage: '100', use_cursor: 'true' });
    expect(sent[1]?.query).toMatchObject({ use_cursor: 'true', next: expect.any(String) });
  });

  it('resolves an account number', async () => {
    expect(await gateway.resolveAccount('0022728151', '063')).toEqual({
      accountNumber: '0022728151',
      accountName: 'WES GIBBONS',
    });
    fake.addAccount('058', '0211111111', 'CAMPUS HIGH SCHOOL');
    expect((await gateway.resolveAccount('0211111111', '058')).accountName).toBe(
      'CAMPUS HIGH SCHOOL',
    );
    expect(lastRequest().query).toEqual({ account_number: '0211111111', bank_code: '058' });
  });

  it("refuses an account Paystack cannot resolve with Paystack's message", async () => {
    const error = await failureOf(gateway.resolveAccount('0999999999', '058'));
    expect(error.failure).toBe('invalid');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Could not resolve account name. Check parameters or try again.');
  });

  it('creates a sub-account that then takes part in split payments', async () => {
    const { subaccountCode } = await gateway.createSubaccount({
      businessName: 'Greenfield Academy',
      bankCode: '044',
      accountNumber: '0690000031',
      percentageCharge: 2.5,
      primaryContactEmail: 'bursar@greenfield.example',
    });
    expect(subaccountCode).toMatch(/^ACCT_[a-z0-9]+$/);
    expect(lastRequest().body).toEqual({
      business_name: 'Greenfield Academy',
      settlement_bank: '044',
      account_number: '0690000031',
      percentage_charge: 2.5,
      primary_contact_email: 'bursar@greenfield.example',
    });

    const reference = newReference();
    await gateway.initialize(
      chargeFor(reference, { subaccount: subaccountCode, transactionChargeKobo: 300_000 }),
    );
    fake.settle(reference, 'success');
    const { raw } = await gateway.verify(reference);
    // ₦150,000 at 1.5% + ₦100 would be ₦2,350, capped at ₦2,000; the main account bears it
    // out of its ₦3,000 flat charge, the school gets the rest.
    expect(raw).toMatchObject({
      data: {
        fees: 200_000,
        fees_split: { paystack: 200_000, integration: 100_000, subaccount: 14_700_000 },
        subaccount: { subaccount_code: subaccountCode },
      },
    });
  });
});

describe("Paystack's OpenAPI document", () => {
  it('rejects requests that break it', () => {
    const auth = { authorization: 'Bearer sk_test_x', 'content-type': 'application/json' };
    const initialize = (body: unknown) =>
      spec.check({ method: 'POST', path: '/transaction/initialize', headers: auth, body });
    expect(initialize({ email: 'a@example.com', amount: 5000 })).toEqual([]);
    expect(initialize({ email: 'a@example.com', amount: '5000' })).toEqual([
      'POST /transaction/initialize: body/amount must be integer',
    ]);
    expect(initialize({ amount: 5000 }).join()).toContain("must have required property 'email'");
    expect(initialize({ email: 'a@example.com', amount: 5000, bearer: 'school' }).join()).toContain(
      'body/bearer must be equal to one of the allowed values',
    );
    expect(initialize({ email: 'a@example.com', amount: 5000, transaction_charges: 1 })).toEqual([
      'POST /transaction/initialize: body property "transaction_charges" is not declared',
    ]);
    expect(
      spec.check({ method: 'POST', path: '/transaction/initialize', body: {}, headers: {} }).join(),
    ).toContain('Authorization');
    expect(spec.check({ method: 'GET', path: '/bank', query: { perpage: '100' } })).toEqual([
      'GET /bank: query parameter "perpage" is not declared',
    ]);
    expect(spec.check({ method: 'GET', path: '/bank', query: { use_cursor: 'maybe' } })).toEqual([
      'GET /bank: query/use_cursor must be boolean',
    ]);
    expect(spec.check({ method: 'POST', path: '/bank/resolve' })).toEqual([
      'POST /bank/resolve: no such operation in the OpenAPI document',
    ]);
    expect(spec.check({ method: 'GET', path: '/transaction/verify/abc', body: { a: 1 } })).toEqual([
      'GET /transaction/verify/abc: the operation takes no JSON body',
    ]);
    expect(() => spec.assertConform([{ method: 'GET', path: '/nowhere' }])).toThrow(
      /GET \/nowhere: no such operation/,
    );
  });

  it('has one documented exception: transaction_charge is an integer (kobo), not a string', () => {
    expect(paystackSpecDeviations.map((d) => d.pointer)).toEqual([
      '/components/schemas/TransactionInitialize/properties/transaction_charge',
    ]);
    const request = {
      method: 'POST',
      path: '/transaction/initialize',
      body: { email: 'a@example.com', amount: 5000, transaction_charge: 500 },
    };
    expect(spec.check(request)).toEqual([]);
    // The document as published refuses exactly that field, and nothing else.
    expect(loadPaystackOpenApi({ deviations: [] }).check(request)).toEqual([
      'POST /transaction/initialize: body/transaction_charge must be string',
    ]);
    // The exception is not a loosening: a string charge now fails.
    expect(
      spec.check({ ...request, body: { ...request.body, transaction_charge: '500' } }),
    ).toEqual(['POST /transaction/initialize: body/transaction_charge must be integer']);
  });

  // Runs last: by now the adapter has called every operation above.
  it('validates every request the adapter sent to the fake', () => {
    const operations = new Set(
      fake.requests.map(
        (r) =>
          `${r.method} ${r.path.replace(/^\/transaction\/verify\/.*/, '/transaction/verify/{reference}')}`,
      ),
    );
    expect([...operations].sort()).toEqual([
      'GET /bank',
      'GET /bank/resolve',
      'GET /transaction/verify/{reference}',
      'POST /subaccount',
      'POST /transaction/initialize',
    ]);
    expect(() => spec.assertConform(fake.requests)).not.toThrow();
  });
});

/** A server of ours that hangs up on every connection, as a network failure. */
async function startDroppingServer() {
  const server = createServer();
  server.on('connection', (socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
