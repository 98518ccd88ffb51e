import { describe, expect, it } from 'vitest';
import { errorCatalogue } from './errors.ts';

// Spec section 8, word for word.
const specMessages = [
  'Please use your email address to login. If you forgot your email, contact an administrator.',
  'Incorrect password. Please try again or contact an administrator.',
  'User profile not found.',
  'No pending account setup found. Please start the login process again.',
  'User not found. Please contact an administrator.',
  'You must be logged in to create users.',
  'User not authenticated.',
  'Payment configuration error. Please contact support.',
  'Invalid payment amount.',
  'Invalid email.',
  'User email is required for payment.',
  'Missing required payment fields: schoolId, programmeId, or feeId.',
  'Missing required field: studentId.',
  'Enrollment record not found.',
  'Operation timeout. Please check your connection and try again.',
];

describe('the error catalogue', () => {
  it('carries every message of spec section 8 word for word', () => {
    const messages = Object.values(errorCatalogue).map((e) => e.message);
    for (const message of specMessages) expect(messages).toContain(message);
  });

  it('gives every code an HTTP error status', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message.trim(), code).not.toBe('');
    }
  });
});
