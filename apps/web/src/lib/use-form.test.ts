import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { serverFieldErrors } from './use-form.ts';

const refusal = new ApiError({
  status: 400,
  code: 'validation_failed',
  detail: 'Some fields are missing or invalid.',
  errors: [
    { field: 'body.email', message: 'Enter a valid e-mail address.' },
    { field: 'body.email', message: 'A second complaint about the same field.' },
    { field: 'body.amount', message: 'The amount must be greater than 0.' },
    { field: 'query.page', message: 'Not a page.' },
  ],
});

describe('serverFieldErrors', () => {
  it('puts the first error of each body field beside the form field of that name', () => {
    expect(serverFieldErrors(refusal)).toEqual({
      email: 'Enter a valid e-mail address.',
      amount: 'The amount must be greater than 0.',
      'query.page': 'Not a page.',
    });
  });

  it('renames the fields a form calls otherwise', () => {
    expect(serverFieldErrors(refusal, { amount: 'amountNaira' })).toMatchObject({
      amountNaira: 'The amount must be greater than 0.',
    });
    expect(serverFieldErrors(refusal, { amount: 'amountNaira' })).not.toHaveProperty('amount');
    expect(serverFieldErrors(refusal, (field) => field.toUpperCase())).toEqual({
      EMAIL: 'Enter a valid e-mail address.',
      AMOUNT: 'The amount must be greater than 0.',
      'QUERY.PAGE': 'Not a page.',
    });
  });

  it('gives nothing for an error that is not the API’s', () => {
    expect(serverFieldErrors(new Error('network'))).toEqual({});
    expect(serverFieldErrors(new ApiError({ status: 409, code: 'x', detail: 'Taken.' }))).toEqual(
      {},
    );
  });
});
