import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from './api-client.ts';
import { notifyError } from './toast.ts';
import { type FieldNames, type FormErrors, serverFieldErrors } from './use-form.ts';

/** What the hook needs of a form from `useForm`. */
type FormLike<V> = {
  onSubmit: (handler: (values: V) => unknown) => (event?: FormEvent) => void;
  setErrors: (errors: FormErrors) => void;
};

export type FormMutationOptions<V, R> = {
  mutationFn: (values: V) => Promise<R>;
  /** Before sending (after the form's own checks pass). */
  onMutate?: (values: V) => unknown;
  /** Awaited: the form stays busy until it settles (a navigation, a refresh). */
  onSuccess?: (result: R, values: V) => unknown;
  /** After the field errors are set and the message is shown. */
  onError?: (error: Error, fields: FormErrors) => unknown;
  /**
   * Where the form shows the API's message: `alert` keeps it in `error` for an alert on the
   * form (sign-in pages, dialogs), `toast` shows it as a toast.
   */
  message?: 'alert' | 'toast';
  /** The form's name for an API field when they differ (`amount` is typed as `amountNaira`). */
  fieldNames?: FieldNames;
};

/**
 * A form joined to its mutation: `submit` validates the values (the form's own validator, usually
 * the endpoint's contract schema) and sends them; a refusal puts the API's field errors beside
 * their fields and shows the message. `busy` lasts until `onSuccess` has finished.
 */
export function useFormMutation<V, R>(form: FormLike<V>, options: FormMutationOptions<V, R>) {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation<R, Error, V>({
    mutationFn: options.mutationFn,
    onMutate: (values) => {
      setError(null);
      options.onMutate?.(values);
    },
    onSuccess: (result, values) => options.onSuccess?.(result, values),
    onError: (e) => {
      const fields = serverFieldErrors(e, options.fieldNames);
      form.setErrors(fields);
      if ((options.message ?? 'alert') === 'alert') setError(e.message);
      else notifyError(e);
      return options.onError?.(e, fields);
    },
  });
  return {
    /** The form's `onSubmit` handler. */
    submit: form.onSubmit((values) => mutation.mutate(values)),
    busy: mutation.isPending,
    /** The API's message when `message` is `alert`; null while sending and after success. */
    error,
    /** The catalogue code of the refusal, for a page that reacts to one (never to its words). */
    errorCode: mutation.error instanceof ApiError ? mutation.error.code : null,
    setError,
    mutation,
  };
}
