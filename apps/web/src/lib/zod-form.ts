import * as z from 'zod/mini';

type FormErrors = Record<string, string>;

/**
 * A Mantine form validator from a contract schema: the same schema the endpoint validates
 * with, so the page and the API agree on every rule and message.
 */
export function zodValidator(schema: z.ZodMiniType) {
  // Form values may be looser than the schema's input (an empty number box is ''): the
  // schema then says what is wrong with them.
  return (values: unknown): FormErrors => {
    const result = z.safeParse(schema, values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}
