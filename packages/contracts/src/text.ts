// What text the API takes: no control characters anywhere (a NUL cannot even be stored, a bare
// carriage return splits a CSV row), and line breaks and tabs only in text that spans lines.
// The API checks every string of every request against this in one place
// (apps/api/src/platform/http/text-guard.ts); schemas only mark which text is multi-line.

const multilineSchemas = new WeakSet<object>();

/** Marks a schema as multi-line text (a note, a reason, an address): line breaks allowed. */
export function multiline<T extends object>(schema: T): T {
  multilineSchemas.add(schema);
  return schema;
}

export const isMultiline = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && multilineSchemas.has(schema);

// Built from code points, so this file holds no control characters itself.
const range = (from: number, to: number) =>
  `\\u${from.toString(16).padStart(4, '0')}-\\u${to.toString(16).padStart(4, '0')}`;
/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL = new RegExp(`[${range(0, 8)}${range(11, 12)}${range(14, 31)}${range(127, 159)}]`);
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

export const CONTROL_CHARACTER_MESSAGE =
  'Remove the control character (an invisible character such as NUL) from this text.';
export const ONE_LINE_MESSAGE = 'This takes one line of text: remove the line break or tab.';

/** Why this text is refused, or null when it is fine. */
export function textProblem(value: string, multiline: boolean): string | null {
  if (CONTROL.test(value)) return CONTROL_CHARACTER_MESSAGE;
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) return ONE_LINE_MESSAGE;
  return null;
}
