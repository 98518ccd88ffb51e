import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { drawAttention } from './form-attention.ts';

export type FormErrors = Record<string, string>;

/** The key of a message about the whole form (an Alert above it), which no field carries. */
const WHOLE_FORM = 'form';

/**
 * Per-field errors whose refusals draw attention (form-attention.ts): errors set as a whole
 * move focus to the first field marked invalid in the scope `scopeRef` holds (else the open
 * dialog, else the page) and say how many fields need attention. A message about the whole
 * form only (`form`) is shown by its Alert and moves nothing. A function update, or clearing,
 * draws no attention.
 */
export function useRefusedErrors(scopeRef?: { current: ParentNode | null }) {
  const [errors, setErrorState] = useState<FormErrors>({});
  const refusedRef = useRef(false);

  const setErrors = useCallback((next: SetStateAction<FormErrors>) => {
    if (typeof next !== 'function' && Object.keys(next).length > 0) refusedRef.current = true;
    setErrorState(next);
  }, []);

  useEffect(() => {
    const fields = Object.keys(errors).filter((key) => key !== WHOLE_FORM).length;
    if (!refusedRef.current) return;
    refusedRef.current = false;
    if (fields > 0) drawAttention(scopeRef?.current ?? null, fields);
  }, [errors, scopeRef]);

  return [errors, setErrors, setErrorState] as const;
}
