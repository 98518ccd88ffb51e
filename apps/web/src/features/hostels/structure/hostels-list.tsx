import type { THostel } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { ZCreateHostel } from '@campusflow/contracts/hostel-structure';
import { Anchor, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { BedCountBadges } from './bed-count-badges.tsx';
import { plural } from './bed-labels.ts';
import { hostelResource } from './structure-api.ts';

type HostelValues = { name: string; gender: 'male' | 'female' | '' };

const genderLabels = { male: 'Male', female: 'Female' } as const;

function HostelForm({ field, values, setFieldValue, errors }: FormProps<HostelValues>) {
  return (
    <>
      <TextInput label="Name" placeholder="Queen Amina Hall" {...field('name')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          For students who are
        </Text>
        <SegmentedControl
          data={[
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
          ]}
          value={values.gender || 'male'}
          onChange={(v) => setFieldValue('gender', v as HostelValues['gender'])}
        />
        {errors.gender ? (
          <Text size="xs" c="red">
            {errors.gender}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}

/** The school's hostels, with add, edit, archive; a hostel's name opens its rooms. */
export function HostelsList(props: { onOpen: (hostel: THostel) => void }) {
  return (
    <ResourcePage<THostel, HostelValues>
      title="Hostels"
      description="Each hostel takes students of one gender. Open a hostel to add its blocks, rooms and bed spaces."
      noun="hostel"
      resource={hostelResource}
      searchPlaceholder="Hostel name"
      columns={[
        {
          label: 'Hostel',
          sort: 'name',
          render: (h) => (
            <Stack gap={2} align="flex-start">
              <Anchor
                component="button"
                type="button"
                fw={500}
                size="sm"
                onClick={() => props.onOpen(h)}
              >
                {h.name}
              </Anchor>
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {genderLabels[h.gender]} · {plural(h.roomCount, 'room')} ·{' '}
                {plural(h.beds.total, 'bed space')}
              </Text>
            </Stack>
          ),
        },
        {
          label: 'Gender',
          sort: 'gender',
          render: (h) => genderLabels[h.gender],
          visibleFrom: 'sm',
        },
        {
          label: 'Blocks',
          render: (h) => formatCount(h.blockCount),
          visibleFrom: 'sm',
          align: 'right',
        },
        {
          label: 'Rooms',
          render: (h) => formatCount(h.roomCount),
          visibleFrom: 'sm',
          align: 'right',
        },
        {
          label: 'Bed spaces',
          render: (h) => (
            <Stack gap={4}>
              <Text size="sm">{formatCount(h.beds.total)}</Text>
              <BedCountBadges beds={h.beds} />
            </Stack>
          ),
          visibleFrom: 'sm',
        },
      ]}
      filterKeys={['gender']}
      filters={(values, set) => (
        <Select
          label="Gender"
          placeholder="All"
          data={[
            { value: 'male', label: 'Male' },
            { value: 'female', label: 'Female' },
          ]}
          value={values.gender || null}
          onChange={(gender) => set({ gender })}
          clearable
          style={{ flex: '1 1 140px' }}
        />
      )}
      rowActions={(h) => [{ label: 'Open rooms', run: async () => props.onOpen(h) }]}
      emptyText="No hostels yet. Add the first, then its rooms in bulk."
      deleteNote="A hostel with rooms cannot be deleted; archive it instead."
      blank={{ name: '', gender: 'male' }}
      fromItem={(h) => ({ name: h.name, gender: h.gender })}
      toBody={(v) => v}
      validate={zodValidator(ZCreateHostel)}
      form={(p) => <HostelForm {...p} />}
    />
  );
}
