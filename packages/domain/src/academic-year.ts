/** Academic year label `year/year+1` (spec sections 3 and 9), e.g. 2025 -> "2025/2026". */
export function academicYearLabel(startYear: number): string {
  if (!Number.isInteger(startYear) || startYear < 1900 || startYear > 9998) {
    throw new RangeError(`Not a plausible academic start year: ${startYear}`);
  }
  return `${startYear}/${startYear + 1}`;
}

/** Parses a label such as "2025/2026"; null unless the second year follows the first. */
export function parseAcademicYearLabel(label: string): { startYear: number } | null {
  const match = /^(\d{4})\/(\d{4})$/.exec(label.trim());
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return end === start + 1 ? { startYear: start } : null;
}
