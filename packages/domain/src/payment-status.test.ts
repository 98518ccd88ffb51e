import { describe, expect, it } from 'vitest';
import { enrollmentPaymentStatus, feePaymentStatus } from './payment-status.ts';

describe('feePaymentStatus', () => {
  it('is unpaid with no records, or with nothing settled', () => {
    expect(feePaymentStatus(100_000, [])).toBe('unpaid');
    expect(feePaymentStatus(100_000, null)).toBe('unpaid');
    expect(
      feePaymentStatus(100_000, [
        { status: 'pending', amountPaid: 0 },
        { status: 'failed', amountPaid: 0 },
        { status: 'abandoned' },
      ]),
    ).toBe('unpaid');
  });

  it('is paid when a payment in full is completed or paid', () => {
    expect(feePaymentStatus(100_000, [{ status: 'completed', amountPaid: 100_000 }])).toBe('paid');
    expect(feePaymentStatus(100_000, [{ status: 'paid', installmentNumber: 0 }])).toBe('paid');
  });

  it('is partial while instalments are still owed, and paid when they reach the amount', () => {
    const first = { status: 'paid', amountPaid: 50_000, installmentNumber: 1 };
    const second = { status: 'paid', amountPaid: 50_000, installmentNumber: 2 };
    expect(feePaymentStatus(100_000, [first, { status: 'pending', installmentNumber: 2 }])).toBe(
      'partial',
    );
    expect(feePaymentStatus(100_000, [first, second])).toBe('paid');
  });

  it('does not count money that was not confirmed', () => {
    expect(
      feePaymentStatus(100_000, [{ status: 'pending', amountPaid: 100_000, installmentNumber: 1 }]),
    ).toBe('unpaid');
  });
});

describe('enrollmentPaymentStatus', () => {
  it('follows the spec: paid, partial, otherwise pending', () => {
    expect(enrollmentPaymentStatus({ status: 'completed' })).toBe('paid');
    expect(enrollmentPaymentStatus({ status: 'paid', amountPaid: 0 })).toBe('paid');
    expect(enrollmentPaymentStatus({ status: 'pending', amountPaid: 5_000 })).toBe('partial');
    expect(enrollmentPaymentStatus({ status: 'pending', amountPaid: 0 })).toBe('pending');
    expect(enrollmentPaymentStatus(undefined)).toBe('pending');
  });
});
