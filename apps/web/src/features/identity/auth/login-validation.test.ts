import type { TLoginRequest } from '@campusflow/contracts';
import { ZLoginRequest } from '@campusflow/contracts/identity';
import { describe, expect, it } from 'vitest';
import { zodValidator } from '@/lib/zod-form.ts';
import { validateLogin } from './login-validation.ts';

const SCHOOL = '3f1c2a4e-8b7d-4c6a-9e21-0d5b7f9a1c33';

const cases: [string, TLoginRequest][] = [
  ['empty', { identifier: '', password: '' }],
  ['blank identifier', { identifier: '   ', password: 'secret' }],
  ['an e-mail address', { identifier: 'ada@example.com', password: 'secret' }],
  ['a matric number with spaces around', { identifier: '  CSC/2021/001 ', password: 'x' }],
  ['254 characters', { identifier: 'a'.repeat(254), password: 'x' }],
  ['254 characters and spaces', { identifier: ` ${'a'.repeat(254)} `, password: 'x' }],
  ['255 characters', { identifier: 'a'.repeat(255), password: 'x' }],
  ['a 128-character password', { identifier: 'a', password: 'p'.repeat(128) }],
  ['a 129-character password', { identifier: 'a', password: 'p'.repeat(129) }],
  ['a school', { identifier: 'a', password: 'b', schoolId: SCHOOL }],
  ['a school in capitals', { identifier: 'a', password: 'b', schoolId: SCHOOL.toUpperCase() }],
  [
    'the nil id',
    {
      identifier: 'a',
      password: 'b',
      schoolId: '00000000-0000-0000-0000-000000000000',
    },
  ],
  ['no school chosen', { identifier: 'a', password: 'b', schoolId: '' }],
  ['not an id', { identifier: 'a', password: 'b', schoolId: 'school-1' }],
  [
    'version 0',
    { identifier: 'a', password: 'b', schoolId: '3f1c2a4e-8b7d-0c6a-9e21-0d5b7f9a1c33' },
  ],
  ['everything wrong', { identifier: '', password: '', schoolId: 'x' }],
];

describe('the login page’s own checks (login-validation.ts)', () => {
  it.each(cases)('say what the login contract says: %s', (_name, values) => {
    expect(validateLogin(values)).toEqual(zodValidator(ZLoginRequest)(values));
  });

  it('find what is missing', () => {
    expect(validateLogin({ identifier: ' ', password: '' })).toEqual({
      identifier: 'Enter your e-mail address or unique ID.',
      password: 'Enter your password.',
    });
    expect(validateLogin({ identifier: 'ada@example.com', password: 'secret' })).toEqual({});
  });
});
