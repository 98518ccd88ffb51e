import type { TTransportRoute } from '@campusflow/contracts/transport-network';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { networkApi, routesQuery, useRefreshNetwork } from './network-api.ts';
import { type RouteAction, RouteCard } from './route-card.tsx';
import { FareDialog, RouteDialog } from './route-dialog.tsx';
import { StopsDialog } from './stops-dialog.tsx';
import { TripDialog } from './trip-dialog.tsx';

type Open = { route: TTransportRoute | null; action: RouteAction } | null;

/** What the confirmation says before a removal, an archive or a deletion. */
function confirmation(open: NonNullable<Open>) {
  const name = open.route?.name ?? '';
  switch (open.action.kind) {
    case 'removeTrip':
      return {
        title: 'Remove this trip?',
        text: `The ${open.action.trip.departsAt} trip on ${open.action.trip.vehiclePlate} will be taken off ${name}. The route's seats follow its remaining vehicles.`,
        label: 'Remove the trip',
      };
    case 'archive':
      return {
        title: `Archive ${name}?`,
        text: 'An archived route is no longer offered to students. You can restore it later.',
        label: 'Archive',
      };
    case 'delete':
      return {
        title: `Delete ${name}?`,
        text: 'Only a route without stops, trips, fares or subscribers can be deleted; archive the others.',
        label: 'Delete',
      };
    default:
      return null;
  }
}

/** Routes with their stops, trips (and vehicles) and fares (helper: network). */
export function RoutesPanel() {
  const [status, setStatus] = useState<'active' | 'archived'>('active');
  const query = useQuery(routesQuery(status));
  const [open, setOpen] = useState<Open>(null);
  const refresh = useRefreshNetwork();
  const close = () => setOpen(null);
  const act = useMutation({
    mutationFn: async (target: NonNullable<Open>) => {
      const id = target.route?.id ?? '';
      const { action } = target;
      if (action.kind === 'removeTrip') return networkApi.removeTrip(action.trip.id);
      if (action.kind === 'delete') return networkApi.removeRoute(id);
      return networkApi.updateRoute(id, {
        status: action.kind === 'archive' ? 'archived' : 'active',
      });
    },
    onSuccess: async () => {
      notify.success('Done.');
      close();
      await refresh();
    },
    onError: (error) => {
      notifyError(error);
      close();
    },
  });
  const onAction = (route: TTransportRoute) => (action: RouteAction) => {
    if (action.kind === 'restore') return act.mutate({ route, action });
    setOpen({ route, action });
  };
  const confirm = open ? confirmation(open) : null;
  const route = open?.route ?? null;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          size="xs"
          data={[
            { value: 'active', label: 'Active' },
            { value: 'archived', label: 'Archived' },
          ]}
          value={status}
          onChange={(v) => setStatus(v as 'active' | 'archived')}
        />
        <Button onClick={() => setOpen({ route: null, action: { kind: 'edit' } })}>
          Add route
        </Button>
      </Group>
      <QueryState
        query={query}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <Text c="dimmed" size="sm">
            {status === 'active'
              ? 'No routes yet. Add the first, then its stops, a trip with a vehicle and the session’s fare.'
              : 'No archived routes.'}
          </Text>
        }
      >
        {(page) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {page.items.map((r) => (
              <RouteCard key={r.id} route={r} onAction={onAction(r)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>

      {open?.action.kind === 'edit' ? <RouteDialog route={route} onClose={close} /> : null}
      {open?.action.kind === 'stops' && route ? (
        <StopsDialog route={route} onClose={close} />
      ) : null}
      {open?.action.kind === 'fare' && route ? <FareDialog route={route} onClose={close} /> : null}
      {open?.action.kind === 'addTrip' && route ? (
        <TripDialog route={route} trip={null} onClose={close} />
      ) : null}
      {open?.action.kind === 'editTrip' && route ? (
        <TripDialog route={route} trip={open.action.trip} onClose={close} />
      ) : null}
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.title ?? ''}
        confirmLabel={confirm?.label ?? ''}
        danger
        busy={act.isPending}
        onConfirm={() => open && act.mutate(open)}
        onClose={close}
      >
        {confirm?.text}
      </ConfirmDialog>
    </Stack>
  );
}
