import { type FormEvent, useCallback, useRef, useState } from 'react';
import { ApiError } from './api-client.ts';
import { type FormErrors, useRefusedErrors } from './use-refused-errors.ts';

export type { FormErrors };

/** The form's name for an API field: a map of the ones that differ, or a function. */
export type FieldNames = Record<string, string> | ((apiField: string) => string);

type ChangeArg = { currentTarget: { value: string; type?: string; checked?: boolean } } | unknown;

function inputValue(arg: ChangeArg): unknown {
  if (arg && typeof arg === 'object' && 'currentTarget' in arg) {
    const target = (arg as { currentTarget: { value: string; type?: string; checked?: boolean } })
      .currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return arg;
}

/**
 * Form state for our pages: values, per-field errors, a validator (usually `zodValidator` of the
 * endpoint's contract schema) and the API's field errors. Inputs take `getInputProps(name)`.
 * A refusal (its own checks or the API's field errors) moves focus to the first wrong field and
 * says how many need attention (form-attention.ts). Small on purpose: the sign-in pages are on
 * the first-load path.
 */
export function useForm<V extends Record<string, unknown>>(options: {
  initialValues: V;
  validate?: (values: V) => FormErrors;
}) {
  const [values, setValues] = useState<V>(options.initialValues);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  // The submitted form: where a refusal looks for its first wrong field.
  const formRef = useRef<ParentNode | null>(null);
  const [errors, setErrors, setErrorState] = useRefusedErrors(formRef);

  const setFieldValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setErrorState((prev) => {
        if (!(name in prev)) return prev;
        const { [name as string]: _removed, ...rest } = prev;
        return rest;
      });
    },
    [setErrorState],
  );

  const getInputProps = (name: keyof V & string) => ({
    value: (values[name] ?? '') as never,
    onChange: (arg: ChangeArg) => setFieldValue(name, inputValue(arg) as V[typeof name]),
    error: errors[name],
    // Mantine's PasswordInput marks its input invalid only by a data attribute; this says it.
    'aria-invalid': errors[name] ? true : undefined,
  });

  const onSubmit = (handler: (values: V) => unknown) => (event?: FormEvent) => {
    event?.preventDefault();
    const target = event?.currentTarget;
    if (target && 'querySelector' in target) formRef.current = target;
    const found = options.validate?.(valuesRef.current) ?? {};
    setErrors(found);
    if (Object.keys(found).length === 0) void handler(valuesRef.current);
  };

  const reset = () => {
    setValues(options.initialValues);
    setErrorState({});
  };

  /** All the values at once (a restored draft, lib/use-form-draft.ts); errors start afresh. */
  const replaceValues = useCallback(
    (next: V) => {
      setValues(next);
      setErrorState({});
    },
    [setErrorState],
  );

  return {
    values,
    errors,
    setErrors,
    setFieldValue,
    setValues: replaceValues,
    getInputProps,
    onSubmit,
    reset,
  };
}

/**
 * The API's field errors (`body.email`) as form errors (`email`), the first for each field;
 * `names` renames a field the form calls otherwise (`amount` typed as `amountNaira`), by a map or
 * a function. Empty when the error names no field.
 */
export function serverFieldErrors(error: unknown, names: FieldNames = {}): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const e of error.fieldErrors) {
    const field = e.field.replace(/^body\./, '');
    const key = typeof names === 'function' ? names(field) : (names[field] ?? field);
    if (!errors[key]) errors[key] = e.message;
  }
  return errors;
}
