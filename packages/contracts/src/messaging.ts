import * as z from 'zod/mini';
import type { TAdmissionStage } from './admissions.ts';
import { placeholders, unknownPlaceholders } from './messaging-placeholders.ts';
import { roleLabels } from './role-keys.ts';
import { multiline } from './text.ts';

// The e-mail sender of the head of school (issue 18): who a message goes to, what it says
// (with placeholders filled per recipient), and whether it is an essential notice.

/** The groups a message can go to; `list` is a pasted list of e-mail addresses or matric numbers. */
export const audienceGroups = [
  'all_students',
  'faculty',
  'department',
  'programme',
  'level',
  'applicants',
  'staff',
  'list',
] as const;
export type TAudienceGroup = (typeof audienceGroups)[number];

export const audienceGroupLabels: Record<TAudienceGroup, string> = {
  all_students: 'All students',
  faculty: 'Students of a faculty',
  department: 'Students of a department',
  programme: 'Students of a programme',
  level: 'Students of a level',
  applicants: 'Applicants at a stage',
  staff: 'Staff by role',
  list: 'A pasted list',
};

/** The stages at which this session's applicants can be written to. */
export const applicantStages = [
  'draft',
  'submitted',
  'screening',
  'entrance_exam',
  'offered',
  'accepted',
  'rejected',
] as const satisfies readonly TAdmissionStage[];
export type TApplicantStage = (typeof applicantStages)[number];

export const applicantStageLabels: Record<TApplicantStage, string> = {
  draft: 'Started, not submitted',
  submitted: 'Submitted, awaiting review',
  screening: 'Screened',
  entrance_exam: 'Entrance exam scored',
  offered: 'Offered admission',
  accepted: 'Accepted the offer',
  rejected: 'Not admitted',
};

/** The school's staff roles a message can go to (students are written to by the other groups). */
export const staffRoles = [
  'admin',
  'hos',
  'hod',
  'examOfficer',
  'admissionOfficer',
  'screening',
  'teacher',
  'accountant',
  'bursar',
  'hostelAdmin',
  'transportAdmin',
  'manager',
] as const;
export type TStaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<TStaffRole, string> = Object.fromEntries(
  staffRoles.map((r) => [r, roleLabels[r]]),
) as Record<TStaffRole, string>;

/** Entries a pasted list may hold. */
export const MAX_LIST_ENTRIES = 5000;

/** The entries of a pasted list: split on commas, semicolons, spaces and line breaks. */
export function listEntries(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const entry = part.trim().replace(/^<|>$/g, '');
    if (entry) seen.add(entry.includes('@') ? entry.toLowerCase() : entry.toUpperCase());
  }
  return [...seen];
}

const unknownMessage = (found: string[]) =>
  `Unknown placeholder ${found.join(', ')}. Use ${placeholders.map((p) => `{${p}}`).join(', ')}.`;

// --- The audience and the message ---------------------------------------------------------

const id = (what: string) => z.optional(z.uuid({ error: `Choose the ${what}.` }));

/** Who a message goes to: the group and what it needs (a faculty, a level, a role...). */
const audienceShape = {
  group: z.enum(audienceGroups, { error: 'Choose who the message goes to.' }),
  facultyId: id('faculty'),
  departmentId: id('department'),
  programmeId: id('programme'),
  level: z.optional(
    z.int({ error: 'Choose the level.' }).check(z.gte(100, 'Choose the level.'), z.lte(1000)),
  ),
  stage: z.optional(z.enum(applicantStages, { error: 'Choose the stage.' })),
  role: z.optional(z.enum(staffRoles, { error: 'Choose the role.' })),
  list: z.optional(multiline(z.string().check(z.maxLength(200_000, 'The list is too long.')))),
};

type AudienceValues = z.infer<z.ZodMiniObject<typeof audienceShape>>;

/** The field each group needs, and what to say when it is missing. */
const needs: Partial<Record<TAudienceGroup, [keyof AudienceValues, string]>> = {
  faculty: ['facultyId', 'Choose the faculty.'],
  department: ['departmentId', 'Choose the department.'],
  programme: ['programmeId', 'Choose the programme.'],
  level: ['level', 'Choose the level.'],
  applicants: ['stage', 'Choose the stage.'],
  staff: ['role', 'Choose the role.'],
  list: ['list', 'Paste at least one e-mail address or matric number.'],
};

type Issues = { issues: { code: 'custom'; message: string; path: string[]; input: unknown }[] };

function checkAudience(a: AudienceValues, ctx: Issues) {
  const need = needs[a.group];
  if (need && (a[need[0]] === undefined || a[need[0]] === '')) {
    ctx.issues.push({ code: 'custom', message: need[1], path: [need[0]], input: a[need[0]] });
  }
  if (a.group === 'list' && a.list !== undefined) {
    const count = listEntries(a.list).length;
    const message =
      count === 0
        ? (needs.list?.[1] ?? '')
        : count > MAX_LIST_ENTRIES
          ? `At most ${MAX_LIST_ENTRIES} entries at a time (this list has ${count}).`
          : null;
    if (message) ctx.issues.push({ code: 'custom', message, path: ['list'], input: a.list });
  }
}

export const ZAudience = z
  .object(audienceShape)
  .check(z.superRefine((a, ctx) => checkAudience(a, ctx as unknown as Issues)));
export type TAudience = z.infer<typeof ZAudience>;

/** A message to an audience: what the composer sends, previews and counts with. */
export const ZCampaignInput = z
  .object({
    ...audienceShape,
    subject: z
      .string({ error: 'Enter the subject.' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter the subject.'),
        z.maxLength(200, 'At most 200 characters.'),
      ),
    body: multiline(
      z
        .string({ error: 'Write the message.' })
        .check(
          z.trim(),
          z.minLength(1, 'Write the message.'),
          z.maxLength(20_000, 'At most 20,000 characters.'),
        ),
    ),
    /**
     * An essential notice (a deadline, a result) goes to everyone in the audience, those who
     * left non-essential mail included, and says why it cannot be left.
     */
    essential: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((m, ctx) => {
      const issues = ctx as unknown as Issues;
      checkAudience(m, issues);
      for (const field of ['subject', 'body'] as const) {
        const found = unknownPlaceholders(m[field]);
        if (found.length > 0) {
          issues.issues.push({
            code: 'custom',
            message: unknownMessage(found),
            path: [field],
            input: m[field],
          });
        }
      }
    }),
  );
export type TCampaignInput = z.infer<typeof ZCampaignInput>;
export type TCampaignFormInput = z.input<typeof ZCampaignInput>;

/** The count shown before sending, for the audience as it is now. */
export const ZAudienceCount = z.object({
  /** People who will be written to (with an e-mail address), the opted-out included. */
  recipients: z.int(),
  /** Of them, those who left non-essential mail: skipped unless the message is essential. */
  optedOut: z.int(),
  /** People in the group without an e-mail address: they cannot be written to. */
  withoutAddress: z.int(),
  /** Pasted entries that are none of the school's active people (the first 20). */
  unmatched: z.array(z.string()),
  unmatchedCount: z.int(),
});
export type TAudienceCount = z.infer<typeof ZAudienceCount>;

/** Someone of the audience, to preview the message for. */
export const ZAudienceMember = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** Matric number, programme and level, or the staff role: enough to tell people apart. */
  detail: z.string(),
});
export type TAudienceMember = z.infer<typeof ZAudienceMember>;

export const ZAudienceMembersInput = z.object({
  audience: ZAudience,
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type TAudienceMembersInput = z.infer<typeof ZAudienceMembersInput>;
export const ZAudienceMembers = z.object({ items: z.array(ZAudienceMember) });
export type TAudienceMembers = z.infer<typeof ZAudienceMembers>;

/** The composer's message as one recipient of the audience will read it. */
export const ZPreviewInput = z.object({
  message: ZCampaignInput,
  /** Someone of the audience; the first of it when not given. */
  recipientId: z.optional(z.uuid()),
});
export type TPreviewInput = z.infer<typeof ZPreviewInput>;
export const ZPreview = z.object({
  recipient: z.nullable(ZAudienceMember),
  subject: z.string(),
  /** The text as sent, with the footer about opting out (or why it cannot be left). */
  text: z.string(),
});
export type TPreview = z.infer<typeof ZPreview>;

/** What the composer chooses from: the school's faculties, departments, programmes and levels. */
export const ZAudienceOptions = z.object({
  faculties: z.array(z.object({ id: z.uuid(), name: z.string() })),
  departments: z.array(z.object({ id: z.uuid(), name: z.string(), facultyId: z.uuid() })),
  programmes: z.array(z.object({ id: z.uuid(), name: z.string(), departmentId: z.uuid() })),
  /** Levels at which the school has enrolled students. */
  levels: z.array(z.int()),
});
export type TAudienceOptions = z.infer<typeof ZAudienceOptions>;
