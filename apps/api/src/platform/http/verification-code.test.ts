import { ZCourseFormCode } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { newVerificationCode } from './verification-code.ts';

describe('verification codes', () => {
  it('are three groups of four unambiguous characters that the public check accepts', () => {
    const codes = Array.from({ length: 500 }, newVerificationCode);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(code).not.toMatch(/[ILOU]/);
      expect(z.parse(ZCourseFormCode, code)).toBe(code);
    }
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are checked in any case, and a misread letter is refused', () => {
    expect(z.parse(ZCourseFormCode, ' ab12-cd34-ef56 ')).toBe('AB12-CD34-EF56');
    expect(z.safeParse(ZCourseFormCode, 'AB12-CD34-EF5O').success).toBe(false);
    expect(z.safeParse(ZCourseFormCode, 'AB12CD34EF56').success).toBe(false);
  });
});
