import { PasswordInput } from '@mantine/core';
import type { useForm } from '@/lib/use-form.ts';

type InputProps = ReturnType<ReturnType<typeof useForm>['getInputProps']>;

/**
 * A new password and its repetition, as every page that sets one asks for them (register,
 * account setup, reset, change): the length hint and the browser's new-password autofill.
 */
export function NewPasswordFields(props: {
  password: InputProps;
  confirm: InputProps;
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordInput
        label={props.label ?? 'New password'}
        description="At least 8 characters."
        autoComplete="new-password"
        {...props.password}
      />
      <PasswordInput
        label={props.confirmLabel ?? 'Repeat the password'}
        autoComplete="new-password"
        {...props.confirm}
      />
    </>
  );
}
