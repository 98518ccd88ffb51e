import type { TImportKind, TImportProblem, TImportResult } from '@campusflow/contracts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { describeColumns, missingColumnProblems, templateCsv } from '@/platform/import/columns.ts';
import { readTableFile } from '@/platform/import/table-file.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type ImportSpec, importSpecs, prerequisiteProblems } from './import-specs.ts';

/** A file to fill in: the header and one example row. */
export function importTemplate(kind: TImportKind): string {
  const spec = importSpecs[kind];
  return templateCsv(spec.columns, spec.example);
}

/**
 * Checks every row of a departments, programmes or courses file and reports each problem with
 * its line and column. A dry run writes nothing; a real run writes every row in one
 * transaction, and only when no row has a problem.
 */
export async function importTable(
  ctx: ServiceContext,
  actor: Actor,
  kind: TImportKind,
  bytes: Buffer,
  dryRun: boolean,
  audit: AuditContext,
): Promise<TImportResult> {
  const schoolId = requireSchool(actor);
  const spec = importSpecs[kind];
  const table = await readTableFile(bytes);
  const missing = missingColumnProblems(spec.columns, table.columns);
  if (missing.length) {
    return {
      kind,
      dryRun,
      rows: table.rows.length,
      valid: 0,
      imported: 0,
      columns: describeColumns(spec.columns),
      problems: missing,
    };
  }

  if (kind === 'departments')
    return runImport(ctx, importSpecs.departments, schoolId, table, kind, dryRun, audit);
  if (kind === 'programmes')
    return runImport(ctx, importSpecs.programmes, schoolId, table, kind, dryRun, audit);
  return runImport(
    ctx,
    importSpecs.courses,
    schoolId,
    table,
    kind,
    dryRun,
    audit,
    (accepted, lookups) => prerequisiteProblems(accepted, lookups.codes),
  );
}

async function runImport<L extends { taken: Set<string> }, V>(
  ctx: ServiceContext,
  spec: ImportSpec<L, V>,
  schoolId: string,
  table: Awaited<ReturnType<typeof readTableFile>>,
  kind: TImportKind,
  dryRun: boolean,
  audit: AuditContext,
  crossRowProblems?: (accepted: { line: number; values: V }[], lookups: L) => TImportProblem[],
): Promise<TImportResult> {
  const columns = describeColumns(spec.columns);
  return inTransaction(ctx.db, async (tx) => {
    const lookups = await spec.prepare(tx, schoolId);
    const problems: TImportProblem[] = [];
    const accepted: { line: number; values: V }[] = [];
    const seen = new Map<string, number>();
    for (const row of table.rows) {
      const { values, problems: rowProblems } = spec.toValues(row, lookups);
      problems.push(...rowProblems.map((p) => ({ ...p, line: row.line })));
      if (!values) continue;
      let clash = false;
      for (const k of spec.keys(values)) {
        const earlier = seen.get(k.key);
        if (lookups.taken.has(k.key)) {
          problems.push({ line: row.line, column: k.column, reason: k.taken });
          clash = true;
        } else if (earlier !== undefined) {
          problems.push({
            line: row.line,
            column: k.column,
            reason: `Line ${earlier} of this file has the same ${k.column.toLowerCase()}.`,
          });
          clash = true;
        } else {
          seen.set(k.key, row.line);
        }
      }
      if (!clash) accepted.push({ line: row.line, values });
    }
    problems.push(...(crossRowProblems?.(accepted, lookups) ?? []));
    problems.sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
    const badLines = new Set(problems.map((p) => p.line));
    const valid = accepted.filter((a) => !badLines.has(a.line)).length;
    const result: TImportResult = {
      kind,
      dryRun,
      rows: table.rows.length,
      valid,
      imported: 0,
      problems,
      columns,
    };
    if (dryRun || problems.length > 0 || accepted.length === 0) return result;
    await spec.insert(
      tx,
      schoolId,
      accepted.map((a) => a.values),
      lookups,
    );
    await recordAudit(tx, audit, {
      action: `${kind}.import`,
      entityType: kind,
      after: { rows: accepted.length },
    });
    return { ...result, imported: accepted.length };
  });
}
