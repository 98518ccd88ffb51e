import {
  type TSchoolSettings,
  type TSchoolSettingsView,
  ZSchoolSettings,
} from '@campusflow/contracts';
import { formatMatricNumber, validateMatricPattern } from '@campusflow/domain';
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { gradingSchemes } from '@/modules/academics/grading.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError, fieldErrors } from '@/platform/errors/field-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/** The stored settings with every default filled in; unreadable stored values fall back to defaults. */
export function readSettings(stored: unknown): TSchoolSettings {
  const parsed = z.safeParse(ZSchoolSettings, stored ?? {});
  return parsed.success ? parsed.data : z.parse(ZSchoolSettings, {});
}

export async function loadSchoolSettings(db: DbOrTx, schoolId: string) {
  const [school] = await db
    .select({ code: schools.code, settings: schools.settings })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) throw new AppError('school_not_found');
  return { code: school.code, settings: readSettings(school.settings) };
}

async function view(db: DbOrTx, schoolId: string): Promise<TSchoolSettingsView> {
  const { code, settings } = await loadSchoolSettings(db, schoolId);
  const schemes = await db
    .select({ id: gradingSchemes.id, name: gradingSchemes.name })
    .from(gradingSchemes)
    .where(eq(gradingSchemes.status, 'active'));
  const example = formatMatricNumber(settings.matricNumberPattern, {
    schoolCode: code,
    entryYear: new Date().getFullYear(),
    departmentCode: 'CSC',
    programmeCode: 'BSCCSC',
    sequence: 42,
  });
  return { settings, matricExample: example, schemes };
}

export async function getSettings(ctx: ServiceContext, actor: Actor) {
  return view(ctx.db, requireSchool(actor));
}

export async function updateSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: TSchoolSettings,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  const problems = validateMatricPattern(input.matricNumberPattern);
  if (problems.length > 0) {
    throw fieldErrors(
      problems.map((message) => ({ field: 'body.matricNumberPattern', message })),
      problems.join(' '),
    );
  }
  const years = input.gradingSchemes.map((g) => g.fromEntryYear);
  if (new Set(years).size !== years.length) {
    const message = 'Each entry year appears once.';
    throw fieldError('body.gradingSchemes', message);
  }
  return inTransaction(ctx.db, async (tx) => {
    const ids = [...new Set(input.gradingSchemes.map((g) => g.schemeId))];
    if (ids.length > 0) {
      const found = await tx
        .select({ id: gradingSchemes.id })
        .from(gradingSchemes)
        .where(and(inArray(gradingSchemes.id, ids), eq(gradingSchemes.status, 'active')));
      if (found.length !== ids.length) {
        const message = 'Choose active grading schemes.';
        throw fieldError('body.gradingSchemes', message);
      }
    }
    const before = (await loadSchoolSettings(tx, schoolId)).settings;
    const settings = {
      ...input,
      gradingSchemes: [...input.gradingSchemes].sort((a, b) => a.fromEntryYear - b.fromEntryYear),
    };
    await tx
      .update(schools)
      .set({ settings, updatedAt: new Date() })
      .where(eq(schools.id, schoolId));
    await recordAudit(tx, audit, {
      action: 'school.settings_change',
      entityType: 'school',
      entityId: schoolId,
      before,
      after: settings,
    });
    return view(tx, schoolId);
  });
}
