import { readFileSync, writeFileSync } from 'node:fs';
import { roleKeys, type TRoleKey } from '@campusflow/contracts';
import type { LightMyRequestResponse } from 'fastify';

/** A caller of the matrix: a demo role, or nobody signed in. */
export type Caller = TRoleKey | 'anonymous';
export const callers: readonly Caller[] = ['anonymous', ...roleKeys];

/**
 * What an answer says about the permission check: `allowed` got past it (2xx, 3xx, or a 4xx
 * about the request itself: validation, not found, conflict), `denied` is 403,
 * `unauthenticated` is 401, `error` is a 5xx (never expected).
 */
export type AnswerClass = 'allowed' | 'denied' | 'unauthenticated' | 'error';

export function answerClass(res: LightMyRequestResponse): AnswerClass {
  if (res.statusCode >= 500) return 'error';
  if (res.statusCode === 401) return 'unauthenticated';
  if (res.statusCode === 403) return 'denied';
  return 'allowed';
}

/** Route -> class -> the callers with that answer, space-separated (one short line each). */
export type Matrix = Record<string, Partial<Record<AnswerClass, string>>>;

/** The observed answers of one route, in the stored shape. */
export function matrixRow(answers: Map<Caller, AnswerClass>): Partial<Record<AnswerClass, string>> {
  const row: Partial<Record<AnswerClass, string>> = {};
  for (const kind of ['allowed', 'denied', 'unauthenticated', 'error'] as const) {
    const who = callers.filter((c) => answers.get(c) === kind);
    if (who.length) row[kind] = who.join(' ');
  }
  return row;
}

/** Every difference between the expected and the observed matrix, one line each. */
export function matrixDifferences(expected: Matrix, observed: Matrix): string[] {
  const differences: string[] = [];
  for (const route of new Set([...Object.keys(expected), ...Object.keys(observed)])) {
    const want = classesOf(expected[route]);
    const got = classesOf(observed[route]);
    if (!expected[route]) differences.push(`${route}: not in the expected matrix`);
    else if (!observed[route]) differences.push(`${route}: no longer a route`);
    else {
      for (const caller of callers) {
        if (want.get(caller) !== got.get(caller)) {
          differences.push(
            `${route} as ${caller}: expected ${want.get(caller)}, got ${got.get(caller)}`,
          );
        }
      }
    }
  }
  return differences;
}

function classesOf(
  row: Partial<Record<AnswerClass, string>> | undefined,
): Map<Caller, AnswerClass> {
  const classes = new Map<Caller, AnswerClass>();
  for (const [kind, who] of Object.entries(row ?? {})) {
    for (const caller of who.split(' ')) classes.set(caller as Caller, kind as AnswerClass);
  }
  return classes;
}

export function readMatrix(file: URL): Matrix {
  return JSON.parse(readFileSync(file, 'utf8')) as Matrix;
}

export function writeMatrix(file: URL, matrix: Matrix): void {
  writeFileSync(file, `${JSON.stringify(matrix, null, 2)}\n`);
}
