// Words the results pages use for semesters, units and grades, in one place.

const semesterWords: Record<number, string> = { 1: 'First', 2: 'Second', 3: 'Third' };

/** "2024/2025 Regular · First semester". */
export const semesterTitle = (s: { sessionName: string; semester: number }) =>
  `${s.sessionName} · ${semesterWords[s.semester] ?? s.semester} semester`;

/** "1 unit", "18 units". */
export const unitsLabel = (units: number) => `${units} ${units === 1 ? 'unit' : 'units'}`;

/**
 * A grade's colour: red for what earns nothing (F, ABS, a line left ungraded), which is also
 * what becomes a carry-over; otherwise neutral.
 */
export const gradeColor = (course: { absent: boolean; points: number | null }) =>
  course.absent || !course.points ? 'red' : 'gray';

/** The heading of the carry-over list. */
export const carryOverTitle = (count: number) =>
  count === 1 ? '1 carry-over course' : `${count} carry-over courses`;
