/**
 * Matric numbers from a school's pattern (docs/domain.md, Admissions), e.g.
 * `{SCHOOLCODE}/{YY}/{DEPT}/{SEQ4}` -> `DEMO/25/CSC/0042`.
 */
export const MATRIC_TOKENS = [
  'SCHOOLCODE',
  'YYYY',
  'YY',
  'DEPT',
  'PROG',
  'SEQ',
  'SEQ3',
  'SEQ4',
  'SEQ5',
] as const;

export type MatricParts = {
  schoolCode: string;
  entryYear: number;
  departmentCode: string;
  programmeCode: string;
  sequence: number;
};

/** Problems with a pattern: unknown tokens, no sequence, characters a number should not have. */
export function validateMatricPattern(pattern: string): string[] {
  const problems: string[] = [];
  const tokens = [...pattern.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '');
  for (const token of tokens) {
    if (!(MATRIC_TOKENS as readonly string[]).includes(token))
      problems.push(`Unknown part {${token}}.`);
  }
  if (!tokens.some((t) => t.startsWith('SEQ')))
    problems.push('The pattern needs a sequence number: {SEQ} or {SEQ4}.');
  const literal = pattern.replace(/\{[^}]*\}/g, '');
  if (/[^A-Za-z0-9/\-.]/.test(literal))
    problems.push('Use only letters, digits, / - and . between the parts.');
  if (pattern.length > 60) problems.push('At most 60 characters.');
  return problems;
}

export function formatMatricNumber(pattern: string, parts: MatricParts): string {
  const pad = (width: number) => String(parts.sequence).padStart(width, '0');
  const values: Record<string, string> = {
    SCHOOLCODE: parts.schoolCode,
    YYYY: String(parts.entryYear),
    YY: String(parts.entryYear % 100).padStart(2, '0'),
    DEPT: parts.departmentCode,
    PROG: parts.programmeCode,
    SEQ: String(parts.sequence),
    SEQ3: pad(3),
    SEQ4: pad(4),
    SEQ5: pad(5),
  };
  return pattern
    .replace(/\{([^}]*)\}/g, (whole, token: string) => values[token] ?? whole)
    .toUpperCase();
}
