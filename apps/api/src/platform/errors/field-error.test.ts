import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { registerErrorHandling } from './error-handler.ts';
import { fieldError, fieldErrors } from './field-error.ts';

describe('fieldError', () => {
  it('is the validation_failed problem naming one field, its message the detail', () => {
    const error = fieldError('body.level', 'Choose a level.');
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('validation_failed');
    expect(error.status).toBe(400);
    expect(error.message).toBe('Choose a level.');
    expect(error.fieldErrors).toEqual([{ field: 'body.level', message: 'Choose a level.' }]);
  });

  it('takes a more general detail when the toast should say more than the field', () => {
    const error = fieldError('body.file', 'Choose a file to upload.', 'The file is empty.');
    expect(error.message).toBe('The file is empty.');
    expect(error.fieldErrors).toEqual([
      { field: 'body.file', message: 'Choose a file to upload.' },
    ]);
  });
});

describe('fieldErrors', () => {
  const errors = [
    { field: 'body.bands.0.minScore', message: 'Bands must not overlap.' },
    { field: 'body.classes', message: 'Name every class.' },
  ];

  it("names every field; the detail is the catalogue's unless given", () => {
    expect(fieldErrors(errors).message).toBe('Some fields are missing or invalid.');
    expect(fieldErrors(errors).fieldErrors).toEqual(errors);
    expect(fieldErrors(errors, 'Check the scores.').message).toBe('Check the scores.');
  });
});

describe('the answer it becomes', () => {
  it('is the same problem+json the handler always sent for a field', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/x', () => {
      throw fieldError('querystring.sort', 'Sort by one of: name, code.');
    });
    const response = await app.inject({ url: '/x?sort=bad' });
    expect([response.statusCode, response.headers['content-type']]).toEqual([
      400,
      'application/problem+json; charset=utf-8',
    ]);
    expect(response.json()).toEqual({
      type: 'https://campusflow.app/problems/validation-failed',
      title: 'Bad Request',
      status: 400,
      detail: 'Sort by one of: name, code.',
      code: 'validation_failed',
      instance: '/x',
      requestId: expect.any(String),
      errors: [{ field: 'querystring.sort', message: 'Sort by one of: name, code.' }],
    });
    await app.close();
  });
});
