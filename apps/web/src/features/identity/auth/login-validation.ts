import type { TLoginRequest } from '@campusflow/contracts';
import type { FormErrors } from '@/lib/use-form.ts';

// The pattern of the contract's `z.uuid()`: RFC 9562 ids, and the nil and max ids.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * The rules and messages of the login contract (`ZLoginRequest`), checked by hand: the login page
 * is on the first-load path (its budget: bench/src/bundle-size.ts), and the contract module with
 * the schema library would add about 11 KB gzip to it for three fields. The API still validates
 * with the contract; login-validation.test.ts checks that both agree.
 */
export function validateLogin(values: TLoginRequest): FormErrors {
  const errors: FormErrors = {};
  const identifier = values.identifier.trim();
  if (identifier.length === 0) errors.identifier = 'Enter your e-mail address or unique ID.';
  else if (identifier.length > 254) {
    errors.identifier = 'That is too long for an e-mail address or unique ID.';
  }
  if (values.password.length === 0 || values.password.length > 128) {
    errors.password = 'Enter your password.';
  }
  if (values.schoolId !== undefined && !UUID.test(values.schoolId)) {
    errors.schoolId = 'Invalid input';
  }
  return errors;
}
