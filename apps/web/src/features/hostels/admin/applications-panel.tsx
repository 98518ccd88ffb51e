import type { THostelApplicationRow } from '@campusflow/contracts/hostel-admin';
import { ZVacateBed } from '@campusflow/contracts/hostel-admin';
import { hostelApplicationStates, hostelLevelGroups } from '@campusflow/contracts/hostels';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { ListFooter } from '@/components/list-footer.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { ReasonDialog } from '@/components/reason-dialog.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { type ApplicationAction, ApplicationList } from './application-list.tsx';
import { BedPickerDialog, PlaceStudentDialog } from './bed-picker-dialog.tsx';
import {
  applicationsQuery,
  hostelAdminApi,
  hostelRulesQuery,
  PAGE_SIZE,
  useRefreshHostelAdmin,
} from './hostel-admin-api.ts';
import { levelGroupLabels, stateLabels } from './hostel-admin-labels.ts';

type Open = { row: THostelApplicationRow; action: ApplicationAction } | { place: true } | null;

/** Applications, holds and residents of the session: filters, search, export and manual work. */
export function ApplicationsPanel() {
  const { values, page, set } = useSearchState(['state', 'hostelId', 'levelGroup', 'q'] as const);
  const query = useQuery(applicationsQuery(values, page));
  const hostels = useQuery(hostelRulesQuery()).data?.hostels ?? [];
  const refresh = useRefreshHostelAdmin();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const done = (message: string) => async () => {
    notify.success(message);
    close();
    await refresh();
  };
  const awaiting = query.data?.awaitingBed ?? 0;

  return (
    <Stack gap="sm">
      {awaiting > 0 ? (
        <Alert
          color="red"
          title={`${awaiting} paid ${awaiting === 1 ? 'student is' : 'students are'} awaiting a bed`}
        >
          They paid after their hold lapsed and the bed went to someone else. Allocate each a bed:
          they are at the top of the list.
          {values.state !== 'awaiting_bed' ? (
            <Button
              size="xs"
              variant="white"
              color="red"
              ml="sm"
              onClick={() => set({ state: 'awaiting_bed' })}
            >
              Show only them
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchField
          value={values.q}
          onSearch={(q) => set({ q })}
          placeholder="Name, matric number or e-mail"
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="State"
          placeholder="Any state"
          clearable
          data={hostelApplicationStates.map((s) => ({ value: s, label: stateLabels[s] }))}
          value={values.state || null}
          onChange={(state) => set({ state })}
          w={{ base: '100%', xs: 190 }}
        />
        <Select
          label="Hostel"
          placeholder="Any hostel"
          clearable
          data={hostels.map((h) => ({ value: h.id, label: h.name }))}
          value={values.hostelId || null}
          onChange={(hostelId) => set({ hostelId })}
          w={{ base: '100%', xs: 190 }}
        />
        <Select
          label="Level group"
          placeholder="Any level"
          clearable
          data={hostelLevelGroups.map((g) => ({ value: g, label: levelGroupLabels[g] }))}
          value={values.levelGroup || null}
          onChange={(levelGroup) => set({ levelGroup })}
          w={{ base: '100%', xs: 160 }}
        />
      </Group>
      <Group gap="sm">
        <ExportMenu onExport={(format) => hostelAdminApi.exportApplications(values, format)} />
        <Button variant="light" onClick={() => setOpen({ place: true })}>
          Place a student
        </Button>
      </Group>
      <QueryState
        query={query}
        isEmpty={(data) => data.items.length === 0}
        empty={
          Object.values(values).some(Boolean)
            ? 'No application matches these filters.'
            : 'No one has applied for a bed this session yet.'
        }
      >
        {(data) => (
          <>
            <ApplicationList
              rows={data.items}
              onAction={(row, action) => setOpen({ row, action })}
            />
            <ListFooter
              page={page}
              limit={PAGE_SIZE}
              total={data.total}
              onPage={(p) => set({ page: p })}
            />
          </>
        )}
      </QueryState>
      <ActionDialogs open={open} close={close} done={done} />
    </Stack>
  );
}

function ActionDialogs(props: {
  open: Open;
  close: () => void;
  done: (message: string) => () => Promise<void>;
}) {
  const { open, close, done } = props;
  if (!open) return null;
  if ('place' in open) {
    return (
      <PlaceStudentDialog
        onClose={close}
        send={hostelAdminApi.place}
        onSent={done('Student placed.')}
      />
    );
  }
  const { row, action } = open;
  if (action === 'confirm') {
    return <ConfirmHoldDialog row={row} onClose={close} onDone={done('Bed allocated.')} />;
  }
  if (action === 'vacate') {
    return (
      <ReasonDialog
        opened
        title={`Vacate ${row.name}’s bed?`}
        intro={`The bed (${row.place?.hostel ?? ''} room ${row.place?.room ?? ''}, bed ${row.place?.bed ?? ''}) becomes free for another student. This cannot be undone.`}
        placeholder="e.g. Left the hostel on 12 March"
        schema={ZVacateBed}
        submitLabel="Vacate"
        onClose={close}
        send={(body) => hostelAdminApi.vacate(row.id, body)}
        onSent={done('Bed vacated.')}
      />
    );
  }
  const moving = action === 'move';
  return (
    <BedPickerDialog
      title={moving ? `Move ${row.name}` : `Allocate a bed to ${row.name}`}
      intro={
        moving
          ? 'Choose the new bed: the current one becomes free.'
          : `A free bed in a ${row.gender} hostel. The student is allocated at once.`
      }
      gender={row.gender}
      submitLabel={moving ? 'Move' : 'Allocate'}
      onClose={close}
      send={(bedSpaceId) =>
        moving
          ? hostelAdminApi.move(row.id, { bedSpaceId })
          : hostelAdminApi.allocate(row.id, { bedSpaceId })
      }
      onSent={done(moving ? 'Student moved.' : 'Bed allocated.')}
    />
  );
}

/** Allocates a held bed as it is, before its payment (the admin's decision). */
function ConfirmHoldDialog(props: {
  row: THostelApplicationRow;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { row } = props;
  const allocate = useMutation({
    mutationFn: () => hostelAdminApi.allocate(row.id, { bedSpaceId: row.place?.bedSpaceId ?? '' }),
    onSuccess: props.onDone,
    onError: notifyError,
  });
  return (
    <ConfirmDialog
      opened
      title={`Allocate the held bed to ${row.name}?`}
      confirmLabel="Allocate"
      busy={allocate.isPending}
      onConfirm={() => allocate.mutate()}
      onClose={props.onClose}
    >
      {row.place?.hostel}, {row.place?.block}, room {row.place?.room}, bed {row.place?.bed} becomes
      theirs now, whether or not the hostel fee has been paid.
    </ConfirmDialog>
  );
}
