import type { TTransportRoute } from '@campusflow/contracts/transport-network';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { notify } from '@/lib/toast.ts';
import { networkApi, useRefreshNetwork } from './network-api.ts';

type Row = { key: string; id?: string; name: string };

let fresh = 0;
const newRow = (): Row => {
  fresh += 1;
  return { key: `new-${fresh}`, name: '' };
};

/** What is wrong with the list, if anything: empty or repeated names. */
function problemOf(rows: Row[]): string | null {
  if (rows.some((r) => r.name.trim() === '')) return 'Name every stop, or remove the empty one.';
  const names = rows.map((r) => r.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) return 'Each stop of a route has its own name.';
  return null;
}

/**
 * The route's stops in boarding order: add, rename, move up or down, remove. Saved together;
 * removing stops that exist asks first (a subscriber's stop is refused by the API).
 */
export function StopsDialog(props: { route: TTransportRoute; onClose: () => void }) {
  const { route } = props;
  const [rows, setRows] = useState<Row[]>(() =>
    route.stops.length
      ? route.stops.map((s) => ({ key: s.id, id: s.id, name: s.name }))
      : [newRow()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = useRefreshNetwork();
  const save = useMutation({
    mutationFn: () =>
      networkApi.saveStops(route.id, {
        stops: rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name.trim() })),
      }),
    onSuccess: async () => {
      notify.success(`The stops of ${route.name} have been saved.`);
      props.onClose();
      await refresh();
    },
    onError: () => setConfirming(false),
  });
  const kept = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  const removed = route.stops.filter((s) => !kept.has(s.id));

  const update = (next: Row[]) => {
    setRows(next);
    setProblem(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    update(next);
  };
  const submit = () => {
    const found = problemOf(rows);
    if (found) return setProblem(found);
    if (removed.length > 0) return setConfirming(true);
    save.mutate();
  };

  return (
    <Modal opened onClose={props.onClose} title={`Stops · ${route.name}`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          In boarding order, from the first pick-up to the school.
        </Text>
        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="orange" role="alert">
            {problem}
          </Alert>
        ) : null}
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
          <Stack gap={6}>
            {rows.map((row, i) => (
              <Group key={row.key} gap={6} wrap="nowrap">
                <Badge variant="light" circle size="lg">
                  {i + 1}
                </Badge>
                <TextInput
                  aria-label={`Stop ${i + 1}`}
                  placeholder="Stop name"
                  value={row.name}
                  onChange={(e) => {
                    const name = e.currentTarget.value;
                    update(rows.map((r) => (r.key === row.key ? { ...r, name } : r)));
                  }}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${row.name || 'stop'} up`}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${row.name || 'stop'} down`}
                  disabled={i === rows.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${row.name || 'stop'}`}
                  onClick={() => update(rows.filter((r) => r.key !== row.key))}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="space-between" mt="sm">
          <Button variant="light" onClick={() => update([...rows, newRow()])}>
            Add a stop
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button onClick={submit} loading={save.isPending && !confirming}>
              Save stops
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Remove stops?"
        confirmLabel="Remove and save"
        danger
        busy={save.isPending}
        onConfirm={() => save.mutate()}
        onClose={() => setConfirming(false)}
      >
        {`${removed.map((s) => s.name).join(', ')} will be taken off the route. A stop where students subscribed this session stays.`}
      </ConfirmDialog>
    </Modal>
  );
}
