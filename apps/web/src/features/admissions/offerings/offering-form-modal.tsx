import type { TOffering, TProgramme } from '@campusflow/contracts';
import { ZOfferingInput } from '@campusflow/contracts/admissions';
import { naira } from '@campusflow/contracts/format';
import { jambSubjects } from '@campusflow/contracts/jamb-subjects';
import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import * as z from 'zod/mini';
import { notify } from '@/lib/toast.ts';
import { type FormErrors, useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { isOpenToday, officerApi, useRefreshOfficerData } from '../officer/officer-api.ts';

/** A programme to open for application, or whose admission rules to change. */
export type OfferingTarget = { programme: TProgramme; offering: TOffering | undefined };

/** O'level subjects already named by the school's offerings, suggested as one types. */
export type Subjects = { olevel: string[] };

type Values = {
  isOpen: boolean;
  closesAt: string;
  utmeSubjects: string[];
  olevelSubjects: string[];
  minCredits: number | string;
  maxSittings: string;
  utmeCutOff: number | string;
  quota: number | string;
};

// A new offering starts from the server's defaults (admission_offerings columns), with the
// subject every UTME candidate writes.
const fresh: Values = {
  isOpen: true,
  closesAt: '',
  utmeSubjects: ['Use of English'],
  olevelSubjects: [],
  minCredits: 5,
  maxSittings: '2',
  utmeCutOff: 150,
  quota: 0,
};

const numberFields = [
  { name: 'quota', label: 'Quota', description: 'Places to offer; 0 for no limit.', max: 100000 },
  {
    name: 'utmeCutOff',
    label: 'UTME cut-off',
    description: 'Lowest UTME score, out of 400.',
    max: 400,
  },
  { name: 'minCredits', label: 'O’level credits needed', description: 'From 0 to 9.', max: 9 },
] as const;

const sittings = [
  { value: '1', label: 'One sitting' },
  { value: '2', label: 'Up to two sittings' },
];

const valuesOf = (o: TOffering | undefined): Values =>
  o
    ? {
        isOpen: o.isOpen,
        closesAt: o.closesAt ?? '',
        utmeSubjects: o.utmeSubjects,
        olevelSubjects: o.olevelSubjects,
        minCredits: o.minCredits,
        maxSittings: String(o.maxSittings),
        utmeCutOff: o.utmeCutOff,
        quota: o.quota,
      }
    : fresh;

const toInput = (programmeId: string, v: Values) => ({
  ...v,
  programmeId,
  closesAt: v.closesAt || null,
  maxSittings: Number(v.maxSittings),
});

/** Errors of a list's items (`utmeSubjects.2`) are shown on the list's field. */
const listField = (key: string) => key.split('.')[0] ?? key;

function byField(errors: FormErrors): FormErrors {
  const out: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) out[listField(key)] ??= message;
  return out;
}

const check = zodValidator(ZOfferingInput);

function OfferingForm(props: { target: OfferingTarget; subjects: Subjects; onClose: () => void }) {
  const { programme, offering } = props.target;
  const refresh = useRefreshOfficerData();
  const form = useForm<Values>({
    initialValues: valuesOf(offering),
    validate: (values) => {
      const errors = byField(check(toInput(programme.id, values)));
      for (const { name } of numberFields) {
        if (values[name] === '') errors[name] = 'Enter a number.';
      }
      return errors;
    },
  });
  const save = useFormMutation(form, {
    mutationFn: (values: Values) =>
      officerApi.saveOffering(z.parse(ZOfferingInput, toInput(programme.id, values))),
    onSuccess: async (saved) => {
      notify.success(
        `${saved.programmeName} is ${isOpenToday(saved) ? 'open' : 'closed'} for application.`,
      );
      props.onClose();
      await refresh();
    },
    fieldNames: listField,
  });
  const { error } = save;
  return (
    <form onSubmit={save.submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {programme.departmentName} · {programme.code}
          {offering ? ` · ${offering.sessionName}` : ''}
        </Text>
        {error ? <Alert color="red">{error}</Alert> : null}
        <Switch
          label="Open for application"
          description="Applicants can choose this programme until the closing date."
          checked={form.values.isOpen}
          onChange={(e) => form.setFieldValue('isOpen', e.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Applications close on"
            description="Leave empty for no closing date."
            type="date"
            {...form.getInputProps('closesAt')}
          />
          {numberFields.map((f) => (
            <NumberInput
              key={f.name}
              label={f.label}
              description={f.description}
              min={0}
              max={f.max}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              {...form.getInputProps(f.name)}
            />
          ))}
        </SimpleGrid>
        <Select
          label="O’level sittings"
          data={sittings}
          allowDeselect={false}
          {...form.getInputProps('maxSittings')}
        />
        <MultiSelect
          label="UTME subjects"
          description="Up to four from JAMB’s list, Use of English included."
          data={[...jambSubjects]}
          maxValues={4}
          searchable
          hidePickedOptions
          {...form.getInputProps('utmeSubjects')}
        />
        <TagsInput
          label="O’level subjects that need a credit"
          description="Up to nine. Press Enter after each."
          maxTags={9}
          data={props.subjects.olevel}
          {...form.getInputProps('olevelSubjects')}
        />
        {offering ? (
          <Text size="xs" c="dimmed">
            {offering.applicationFee !== null
              ? `Application fee ${naira(offering.applicationFee)}`
              : 'No application fee'}
            {offering.acceptanceFee !== null
              ? ` · acceptance fee ${naira(offering.acceptanceFee)}`
              : ''}{' '}
            (set with the school’s fees).
          </Text>
        ) : null}
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admission rules of one programme this session: open or closed, deadline, requirements. */
export function OfferingFormModal(props: {
  target: OfferingTarget | null;
  subjects: Subjects;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { target } = props;
  const name = target?.programme.name ?? '';
  return (
    <Modal
      opened={target !== null}
      onClose={props.onClose}
      title={target?.offering ? `Admission to ${name}` : `Open ${name} for application`}
      size="lg"
      fullScreen={phone}
    >
      {target ? (
        <OfferingForm
          key={target.programme.id}
          target={target}
          subjects={props.subjects}
          onClose={props.onClose}
        />
      ) : null}
    </Modal>
  );
}
