import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import {
  type Bank,
  type ChargeRequest,
  checkoutParametersFor,
  GatewayError,
  type GatewayTransaction,
  type PaymentGateway,
} from './gateway.ts';
import { sandboxTransactions } from './sandbox.tables.ts';

export const SANDBOX_PUBLIC_KEY = 'pk_sandbox_campusflow';

const SANDBOX_BANKS: Bank[] = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
];

/**
 * The offline gateway: the web app's sandbox dialog records what the tester did (approve,
 * decline, close) through `charge`, and `verify` reads it back, so confirmation goes through
 * the same server path as with Paystack. Never used in production configuration.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly publicKey = SANDBOX_PUBLIC_KEY;

  constructor(
    private readonly db: Db,
    /** Signs the sandbox's webhooks like Paystack does with its secret key. */
    private readonly secret: string,
  ) {}

  checkoutParameters(request: ChargeRequest) {
    return checkoutParametersFor(this.publicKey, request);
  }

  async initialize(request: ChargeRequest) {
    return {
      accessCode: `sandbox_${request.reference}`,
      authorizationUrl: `/sandbox-checkout/${encodeURIComponent(request.reference)}`,
      reference: request.reference,
    };
  }

  /** What the tester did in the sandbox dialog; the first answer for a reference stands. */
  async charge(input: {
    reference: string;
    amountKobo: number;
    currency: string;
    outcome: 'success' | 'failed' | 'abandoned';
  }): Promise<void> {
    await this.db
      .insert(sandboxTransactions)
      .values({
        reference: input.reference,
        amount: input.amountKobo,
        currency: input.currency,
        outcome: input.outcome,
      })
      .onConflictDoNothing();
  }

  async verify(reference: string): Promise<GatewayTransaction> {
    const [row] = await this.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference));
    if (!row) {
      return {
        reference,
        status: 'not_found',
        amountKobo: 0,
        currency: 'NGN',
        channel: null,
        paidAt: null,
        gatewayResponse: 'Transaction reference not found',
        raw: { status: false, message: 'Transaction reference not found' },
      };
    }
    return this.transactionOf(row);
  }

  /** A signed `charge.success` body for a sandbox payment, as Paystack would send it. */
  webhookFor(transaction: { reference: string; amountKobo: number; currency?: string }) {
    const body = Buffer.from(
      JSON.stringify({
        event: 'charge.success',
        data: {
          reference: transaction.reference,
          status: 'success',
          amount: transaction.amountKobo,
          currency: transaction.currency ?? 'NGN',
          channel: 'card',
          paid_at: new Date().toISOString(),
          gateway_response: 'Approved',
        },
      }),
    );
    return { body, signature: this.sign(body) };
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    return timingSafeEqual(Buffer.from(this.sign(rawBody), 'hex'), Buffer.from(signature, 'hex'));
  }

  parseWebhook(rawBody: Buffer) {
    let parsed: { event?: unknown; data?: Record<string, unknown> };
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new GatewayError('invalid', 'The webhook body is not JSON.');
    }
    const event = typeof parsed.event === 'string' ? parsed.event : 'unknown';
    const data = parsed.data;
    if (!data || typeof data.reference !== 'string') return { event, transaction: null };
    const status = data.status === 'success' ? 'success' : 'failed';
    return {
      event,
      transaction: {
        reference: data.reference,
        status,
        amountKobo: Number(data.amount) || 0,
        currency: typeof data.currency === 'string' ? data.currency : 'NGN',
        channel: typeof data.channel === 'string' ? data.channel : null,
        paidAt: typeof data.paid_at === 'string' ? new Date(data.paid_at) : null,
        gatewayResponse: typeof data.gateway_response === 'string' ? data.gateway_response : null,
        raw: parsed,
      } satisfies GatewayTransaction,
    };
  }

  async listBanks() {
    return SANDBOX_BANKS;
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    if (!/^\d{10}$/.test(accountNumber) || !SANDBOX_BANKS.some((b) => b.code === bankCode)) {
      throw new GatewayError(
        'invalid',
        'Could not resolve account name. Check parameters or try again.',
        422,
      );
    }
    return { accountNumber, accountName: `SANDBOX ACCOUNT ${accountNumber.slice(-4)}` };
  }

  async createSubaccount(request: { accountNumber: string }) {
    return { subaccountCode: `ACCT_sandbox${request.accountNumber}` };
  }

  private sign(body: Buffer): string {
    return createHmac('sha512', this.secret).update(body).digest('hex');
  }

  private transactionOf(row: typeof sandboxTransactions.$inferSelect): GatewayTransaction {
    return {
      reference: row.reference,
      status: row.outcome,
      amountKobo: row.amount,
      currency: row.currency,
      channel: 'card',
      paidAt: row.outcome === 'success' ? row.createdAt : null,
      gatewayResponse: row.outcome === 'success' ? 'Approved' : 'Declined',
      raw: {
        status: true,
        message: 'Verification successful',
        data: {
          reference: row.reference,
          status: row.outcome,
          amount: row.amount,
          currency: row.currency,
          channel: 'card',
        },
      },
    };
  }
}
