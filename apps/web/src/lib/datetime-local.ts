// A `datetime-local` input holds the reader's local time without a zone ("2031-10-06T08:00");
// the API takes and gives instants (ISO with a zone). These two convert between them.

/** The input's text as an ISO instant; null when empty. */
export const localInputToIso = (local: string): string | null =>
  local ? new Date(local).toISOString() : null;

/** An instant as the input's text in the reader's local time; '' when there is none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
