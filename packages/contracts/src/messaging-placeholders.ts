// The placeholders of the e-mail sender's messages: `{firstName}` is replaced per recipient;
// anything else between braces is refused, by the same schema in the page and the API.

/** What a message may say about its recipient: `{firstName}` is replaced per recipient. */
export const placeholders = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'matricNumber',
  'programme',
  'department',
  'faculty',
  'level',
  'schoolName',
] as const;
export type TPlaceholder = (typeof placeholders)[number];

export const placeholderLabels: Record<TPlaceholder, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  email: 'E-mail address',
  matricNumber: 'Matric (or staff) number',
  programme: 'Programme',
  department: 'Department',
  faculty: 'Faculty',
  level: 'Level',
  schoolName: 'School name',
};

/** Anything between single braces is a placeholder: `{firstName}`, `{ level }`, `{whatever}`. */
export const PLACEHOLDER_PATTERN = /\{\s*([^{}\n]*?)\s*\}/g;

const known = new Set<string>(placeholders);

/** The placeholders of `text` that the sender does not know, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    if (!known.has(match[1] ?? '')) unknown.add(match[0]);
  }
  return [...unknown];
}

/** Fills every placeholder of `text` (known ones only; the schema refuses the others). */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<TPlaceholder, string>>,
): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) =>
    known.has(name) ? (values[name as TPlaceholder] ?? '') : whole,
  );
}
