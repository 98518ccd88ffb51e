import { ZBedChoice, ZPlaceStudent } from '@campusflow/contracts/hostel-admin';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { freeBedsQuery } from './hostel-admin-api.ts';

type Gender = 'male' | 'female';

/** A select of the free beds of a gender's hostels: available ones, then reserved ones marked. */
function FreeBedSelect(props: {
  gender: Gender;
  value: string;
  error?: string;
  onChange: (id: string) => void;
}) {
  const beds = useQuery(freeBedsQuery(props.gender));
  const options = (beds.data?.items ?? []).map((b) => ({
    value: b.bedSpaceId,
    label: `${b.hostel} · ${b.block} · room ${b.room} · bed ${b.bed}${b.status === 'reserved' ? ' (reserved)' : ''}`,
  }));
  return (
    <Select
      label="Bed space"
      placeholder={beds.isPending ? 'Loading free beds…' : 'Search hostel, room or bed'}
      searchable
      data={options}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      error={props.error ?? (beds.isError ? beds.error.message : undefined)}
      nothingFoundMessage="No free bed matches"
      description={
        beds.data && beds.data.items.length === 0
          ? 'Every bed of these hostels is taken.'
          : beds.data?.truncated
            ? 'Showing the first 300 free beds: type to narrow.'
            : undefined
      }
      comboboxProps={{ withinPortal: true }}
      required
      data-autofocus
    />
  );
}

function DialogButtons(props: { busy: boolean; label: string; onClose: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onClose} disabled={props.busy}>
        Cancel
      </Button>
      <Button type="submit" loading={props.busy}>
        {props.label}
      </Button>
    </Group>
  );
}

/** Allocate or move: choose a free bed in a hostel of the student's gender. */
export function BedPickerDialog(props: {
  title: string;
  intro: string;
  gender: Gender;
  submitLabel: string;
  onClose: () => void;
  send: (bedSpaceId: string) => Promise<unknown>;
  onSent: () => Promise<unknown>;
}) {
  const form = useForm({ initialValues: { bedSpaceId: '' }, validate: zodValidator(ZBedChoice) });
  const send = useFormMutation(form, {
    mutationFn: (v: { bedSpaceId: string }) => props.send(v.bedSpaceId),
    onSuccess: props.onSent,
  });
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={send.submit}>
        <Stack gap="sm">
          <Text size="sm">{props.intro}</Text>
          <FreeBedSelect
            gender={props.gender}
            value={form.values.bedSpaceId}
            error={form.errors.bedSpaceId}
            onChange={(id) => form.setFieldValue('bedSpaceId', id)}
          />
          {send.error ? <Alert color="red">{send.error}</Alert> : null}
          <DialogButtons busy={send.busy} label={props.submitLabel} onClose={props.onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Place a student who has not applied: their matric number and a bed of their gender. */
export function PlaceStudentDialog(props: {
  onClose: () => void;
  send: (body: { studentMatric: string; bedSpaceId: string }) => Promise<unknown>;
  onSent: () => Promise<unknown>;
}) {
  const [gender, setGender] = useState<Gender>('male');
  const form = useForm({
    initialValues: { studentMatric: '', bedSpaceId: '' },
    validate: zodValidator(ZPlaceStudent),
  });
  const send = useFormMutation(form, { mutationFn: props.send, onSuccess: props.onSent });
  return (
    <Modal opened onClose={props.onClose} title="Place a student in a bed" centered>
      <form onSubmit={send.submit}>
        <Stack gap="sm">
          <Text size="sm">
            For a student who has not applied: the bed is theirs at once, without a hold or a
            payment here.
          </Text>
          <TextInput
            label="Matric number"
            placeholder="e.g. CSC/2024/001"
            required
            {...form.getInputProps('studentMatric')}
          />
          <SegmentedControl
            fullWidth
            value={gender}
            onChange={(v) => {
              setGender(v as Gender);
              form.setFieldValue('bedSpaceId', '');
            }}
            data={[
              { value: 'male', label: 'Male hostels' },
              { value: 'female', label: 'Female hostels' },
            ]}
            aria-label="Hostels of"
          />
          <FreeBedSelect
            gender={gender}
            value={form.values.bedSpaceId}
            error={form.errors.bedSpaceId}
            onChange={(id) => form.setFieldValue('bedSpaceId', id)}
          />
          {send.error ? <Alert color="red">{send.error}</Alert> : null}
          <DialogButtons busy={send.busy} label="Place student" onClose={props.onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
