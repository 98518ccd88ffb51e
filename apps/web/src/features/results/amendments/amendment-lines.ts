import type { TAmendment } from '@campusflow/contracts/results';

/** A published or corrected line as an amendment records it. */
export type AmendedLine = NonNullable<TAmendment['before']>;

const score = (n: number | null) => (n === null ? '—' : String(n));

/** "CA 12 · Exam 45 · B", "CA 12 · ABS · F"; a line without scores says so. */
export function formatAmendedLine(line: AmendedLine | null): string {
  if (!line) return 'No scores';
  const exam = line.absent ? 'ABS' : `Exam ${score(line.exam)}`;
  return `CA ${score(line.ca)} · ${exam} · ${line.grade ?? 'no grade'}`;
}

/** The old line and the new, for a list: "CA 12 · Exam 45 · B → CA 12 · Exam 55 · A". */
export function formatChange(a: Pick<TAmendment, 'before' | 'after'>): string {
  return `${formatAmendedLine(a.before)} → ${formatAmendedLine(a.after)}`;
}

export const amendmentStateLabels: Record<TAmendment['state'], { label: string; color: string }> = {
  requested: { label: 'Waiting for the HOD', color: 'yellow' },
  hod_approved: { label: 'Waiting for the exam officer', color: 'blue' },
  approved: { label: 'Applied', color: 'green' },
  rejected: { label: 'Refused', color: 'red' },
};

export const isOpen = (a: Pick<TAmendment, 'state'>) =>
  a.state === 'requested' || a.state === 'hod_approved';

/** Who decides: the head approves a request, the exam officer one the head approved. */
export type Decider = 'hod' | 'officer';

/** True when the viewer's step is the one the correction waits for. */
export function waitsFor(a: Pick<TAmendment, 'state'>, decider: Decider): boolean {
  return decider === 'hod' ? a.state === 'requested' : a.state === 'hod_approved';
}

/** The open correction of each line of a sheet, by enrollment (at most one per line). */
export function openByLine(items: readonly TAmendment[], sheetId: string) {
  return new Map(
    items.filter((a) => a.sheetId === sheetId && isOpen(a)).map((a) => [a.enrollmentId, a]),
  );
}
