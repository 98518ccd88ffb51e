import {
  audienceGroups,
  type TAudience,
  type TAudienceGroup,
  type TCampaignFormInput,
  ZAudience,
  ZCampaignInput,
} from '@campusflow/contracts/messaging';
import type { TMessageTemplate } from '@campusflow/contracts/messaging-templates';
import { zodValidator } from '@/lib/zod-form.ts';

/** The composer's fields as the inputs hold them (a select's empty value is null). */
export type ComposerValues = {
  group: TAudienceGroup;
  facultyId: string | null;
  departmentId: string | null;
  programmeId: string | null;
  level: string | null;
  stage: string | null;
  role: string | null;
  list: string;
  subject: string;
  body: string;
  essential: boolean;
};

export const emptyComposer: ComposerValues = {
  group: 'all_students',
  facultyId: null,
  departmentId: null,
  programmeId: null,
  level: null,
  stage: null,
  role: null,
  list: '',
  subject: '',
  body: '',
  essential: false,
};

/** A ready template in the composer: its audience group (and stage), subject, text, essential. */
export function composerFrom(template: TMessageTemplate | undefined): ComposerValues {
  if (!template) return emptyComposer;
  return {
    ...emptyComposer,
    group: template.group,
    stage: template.stage ?? null,
    subject: template.subject,
    body: template.body,
    essential: template.essential,
  };
}

const choiceFields = [
  'facultyId',
  'departmentId',
  'programmeId',
  'level',
  'stage',
  'role',
] as const;
const textFields = ['list', 'subject', 'body'] as const;

/** Whether a kept draft (lib/form-draft.ts) still has the composer's fields. */
export function isComposerValues(value: unknown): value is ComposerValues {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (audienceGroups as readonly unknown[]).includes(v.group) &&
    choiceFields.every((k) => v[k] === null || typeof v[k] === 'string') &&
    textFields.every((k) => typeof v[k] === 'string') &&
    typeof v.essential === 'boolean'
  );
}

const orUndefined = (value: string | null) => (value ? value : undefined);

/** The audience of the values, with only the choice its group needs. */
export function audienceOf(v: ComposerValues): TAudience {
  const audience: Record<string, unknown> = { group: v.group };
  if (v.group === 'faculty') audience.facultyId = orUndefined(v.facultyId);
  if (v.group === 'department') audience.departmentId = orUndefined(v.departmentId);
  if (v.group === 'programme') audience.programmeId = orUndefined(v.programmeId);
  if (v.group === 'level') audience.level = v.level ? Number(v.level) : undefined;
  if (v.group === 'applicants') audience.stage = orUndefined(v.stage);
  if (v.group === 'staff') audience.role = orUndefined(v.role);
  if (v.group === 'list') audience.list = v.list;
  return audience as TAudience;
}

/** What the send endpoint takes: the audience, subject, text and whether it is essential. */
export const messageOf = (v: ComposerValues): TCampaignFormInput => ({
  ...audienceOf(v),
  subject: v.subject,
  body: v.body,
  essential: v.essential,
});

const checkMessage = zodValidator(ZCampaignInput);
const checkAudience = zodValidator(ZAudience);

/** The endpoint's own schema over the values: the same rules and messages as the API's. */
export const validateComposer = (v: ComposerValues) => checkMessage(messageOf(v));
export const audienceComplete = (v: ComposerValues) =>
  Object.keys(checkAudience(audienceOf(v))).length === 0;
