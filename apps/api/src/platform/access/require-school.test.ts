import { describe, expect, it } from 'vitest';
import { AppError } from '@/platform/errors/app-error.ts';
import { requireSchool } from './require-school.ts';

describe('requireSchool', () => {
  it("answers the actor's school", () => {
    expect(requireSchool({ schoolId: '7f0c1a52-8f6e-4d7c-9b8f-2f9d1c0e4a11' })).toBe(
      '7f0c1a52-8f6e-4d7c-9b8f-2f9d1c0e4a11',
    );
  });

  it('forbids an actor of no school (an app admin) with the catalogue message', () => {
    let thrown: unknown;
    try {
      requireSchool({ schoolId: null });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'forbidden',
      status: 403,
      message: 'You do not have permission to do this.',
    });
  });
});
