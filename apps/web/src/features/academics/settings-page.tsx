import type { TSchoolSettings, TSchoolSettingsView } from '@campusflow/contracts';
import { feeTypes } from '@campusflow/contracts/settings';
import { formatMatricNumber, validateMatricPattern } from '@campusflow/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { notify } from '@/lib/toast.ts';
import { serverFieldErrors } from '@/lib/use-form.ts';
import { useRefusedErrors } from '@/lib/use-refused-errors.ts';
import { academicsApi, settingsQuery, useSettingsSaved } from './academics-api.ts';

const feeLabel = (f: string) => f.replace('_', ' ');

function SettingsForm({ view }: { view: TSchoolSettingsView }) {
  const saved = useSettingsSaved();
  const [settings, setSettings] = useState<TSchoolSettings>(view.settings);
  const [errors, setErrors] = useRefusedErrors();
  const patternProblems = validateMatricPattern(settings.matricNumberPattern);
  const example = patternProblems.length
    ? null
    : formatMatricNumber(settings.matricNumberPattern, {
        schoolCode: view.matricExample.split('/')[0] ?? 'SCH',
        entryYear: new Date().getFullYear(),
        departmentCode: 'CSC',
        programmeCode: 'BSCCSC',
        sequence: 42,
      });
  const save = useMutation({
    mutationFn: () => academicsApi.saveSettings(settings),
    onSuccess: (view) => {
      saved(view);
      setErrors({});
      notify.success('The school settings have been saved.');
    },
    onError: (e) => setErrors({ ...serverFieldErrors(e), form: e.message }),
  });
  const set = (patch: Partial<TSchoolSettings>) => setSettings({ ...settings, ...patch });
  const setScheme = (i: number, patch: Partial<TSchoolSettings['gradingSchemes'][number]>) =>
    set({
      gradingSchemes: settings.gradingSchemes.map((g, j) => (j === i ? { ...g, ...patch } : g)),
    });
  return (
    <Stack gap="md" maw={760}>
      {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
      <Card withBorder padding="lg">
        <Title order={3} fz="md" mb="sm">
          Admissions
        </Title>
        <Stack gap="xs">
          <Switch
            label="Applicants are screened (documents and O’level results)"
            checked={settings.admissionStages.screening}
            onChange={(e) =>
              set({
                admissionStages: {
                  ...settings.admissionStages,
                  screening: e.currentTarget.checked,
                },
              })
            }
          />
          <Switch
            label="Applicants sit an entrance exam"
            checked={settings.admissionStages.entranceExam}
            onChange={(e) =>
              set({
                admissionStages: {
                  ...settings.admissionStages,
                  entranceExam: e.currentTarget.checked,
                },
              })
            }
          />
          <TextInput
            label="Matric number pattern"
            description="Parts: {SCHOOLCODE} {YYYY} {YY} {DEPT} {PROG} and a sequence {SEQ}, {SEQ4} or {SEQ5}."
            value={settings.matricNumberPattern}
            onChange={(e) => set({ matricNumberPattern: e.currentTarget.value })}
            error={patternProblems.join(' ') || errors.matricNumberPattern}
          />
          {example ? (
            <Text size="sm">
              Example: <strong>{example}</strong>
            </Text>
          ) : null}
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} fz="md" mb="sm">
          Grading
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          Students are graded by the scheme in force for their entry year.
        </Text>
        <Stack gap="xs">
          {settings.gradingSchemes.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: unsaved rows have no id; inputs are controlled, so order is all that matters
            <Group key={i} align="flex-end" wrap="nowrap">
              <Select
                label={i === 0 ? 'Scheme' : undefined}
                aria-label={`Scheme ${i + 1}`}
                data={view.schemes.map((s) => ({ value: s.id, label: s.name }))}
                value={g.schemeId}
                onChange={(v) => v && setScheme(i, { schemeId: v })}
                style={{ flex: 2 }}
              />
              <NumberInput
                label={i === 0 ? 'From entry year' : undefined}
                aria-label={`From entry year ${i + 1}`}
                value={g.fromEntryYear}
                min={1990}
                max={2100}
                onChange={(v) => setScheme(i, { fromEntryYear: Number(v) })}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mb={4}
                aria-label={`Remove scheme ${i + 1}`}
                onClick={() =>
                  set({ gradingSchemes: settings.gradingSchemes.filter((_, j) => j !== i) })
                }
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {errors.gradingSchemes ? (
            <Text size="sm" c="red" role="alert">
              {errors.gradingSchemes}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              disabled={view.schemes.length === 0}
              onClick={() =>
                set({
                  gradingSchemes: [
                    ...settings.gradingSchemes,
                    {
                      schemeId: view.schemes[0]?.id ?? '',
                      fromEntryYear: new Date().getFullYear(),
                    },
                  ],
                })
              }
            >
              Add a scheme
            </Button>
            {view.schemes.length === 0 ? (
              <Text size="xs" c="dimmed">
                The platform administrator has not made a grading scheme yet.
              </Text>
            ) : null}
          </Group>
          <NumberInput
            label="Probation below CGPA"
            value={settings.probationCgpa}
            min={0}
            max={10}
            decimalScale={2}
            onChange={(v) => set({ probationCgpa: Number(v) })}
            maw={220}
          />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} fz="md" mb="sm">
          Course registration
        </Title>
        <Stack gap="xs">
          <MultiSelect
            label="Fees to be paid before registering courses"
            data={feeTypes.map((f) => ({ value: f, label: feeLabel(f) }))}
            value={settings.feeTypesRequiredForRegistration}
            onChange={(v) =>
              set({
                feeTypesRequiredForRegistration:
                  v as TSchoolSettings['feeTypesRequiredForRegistration'],
              })
            }
          />
          <Switch
            label="A part payment (first instalment) is enough"
            checked={settings.partialPaymentAllowed}
            onChange={(e) => set({ partialPaymentAllowed: e.currentTarget.checked })}
          />
        </Stack>
      </Card>
      <Group>
        <Button
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={patternProblems.length > 0}
        >
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}

/** `hos/settings`: the school's academic rules. */
export function SchoolSettingsPage() {
  const view = useQuery(settingsQuery());
  return (
    <Stack gap={0}>
      <PageHeader
        title="School settings"
        description="Admission stages, matric numbers, grading and registration rules."
      />
      <QueryState query={view} isEmpty={() => false} empty={null}>
        {(data) => <SettingsForm view={data} />}
      </QueryState>
    </Stack>
  );
}
