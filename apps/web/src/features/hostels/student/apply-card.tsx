import { formatCount, formatDateTime, naira } from '@campusflow/contracts/format';
import type { TMyAccommodation } from '@campusflow/contracts/hostels';
import { Badge, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notify, notifyError } from '@/lib/toast.ts';
import { useHostelApplication } from './student-hostel-api.ts';

type Data = TMyAccommodation;
type Choice = Data['hostels'][number];

const priceText = (h: Choice) =>
  h.priceFromKobo === null
    ? 'Price not set'
    : h.priceFromKobo === h.priceToKobo
      ? naira(h.priceFromKobo)
      : `${naira(h.priceFromKobo)} – ${naira(h.priceToKobo ?? h.priceFromKobo)}`;

function HostelChoice(props: {
  hostel: Choice;
  rank: number | null;
  selectable: boolean;
  onToggle: () => void;
}) {
  const { hostel } = props;
  const full = hostel.freeBeds === 0;
  return (
    <Card withBorder padding="sm" data-testid="hostel-choice">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          {props.selectable ? (
            <Checkbox
              label={<Text fw={600}>{hostel.name}</Text>}
              checked={props.rank !== null}
              onChange={props.onToggle}
            />
          ) : (
            <Text fw={600}>{hostel.name}</Text>
          )}
          <Text size="sm" c="dimmed">
            {priceText(hostel)} for the session
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Badge color={full ? 'gray' : 'green'} variant="light">
            {full ? 'Full' : `${formatCount(hostel.freeBeds)} free`}
          </Badge>
          {props.rank !== null ? <Badge variant="outline">Choice {props.rank}</Badge> : null}
        </Stack>
      </Group>
    </Card>
  );
}

/** Applying for a bed: the hostels open to the student, their preferences, and the button. */
export function ApplyCard({ data }: { data: Data }) {
  const rules = data.rules;
  const [chosen, setChosen] = useState<string[]>([]);
  const { apply } = useHostelApplication();
  if (!rules) return null;
  const ballot = rules.mode === 'ballot';
  const selectable = rules.allowPreferences && data.hostels.length > 1;
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id].slice(0, 5)));
  const submit = () =>
    apply.mutate(chosen, {
      onSuccess: (application) =>
        notify.success(
          application.state === 'held'
            ? 'A bed is held for you. Pay the hostel fee before the deadline to keep it.'
            : 'Your application is in the ballot.',
        ),
      onError: (error) => notifyError(error),
    });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>Apply for a bed space</Title>
        <Text size="sm">
          {ballot
            ? `Places are drawn by a fair, published ballot after applications close${rules.closesAt ? ` on ${formatDateTime(rules.closesAt)}` : ''}. If you are drawn, a bed is held for you for ${rules.holdHours} hours to pay the hostel fee.`
            : `First come, first served: a bed is held for you at once, for ${rules.holdHours} hours, to pay the hostel fee. Unpaid holds are released.`}
        </Text>
        {selectable ? (
          <Text size="sm" c="dimmed">
            Tick the hostels you would accept, in order of preference (up to five). Tick none to
            take any hostel open to you.
          </Text>
        ) : null}
        {data.hostels.length === 0 ? (
          <Text size="sm" c="dimmed">
            No hostel is open to you this session.
          </Text>
        ) : (
          data.hostels.map((h) => (
            <HostelChoice
              key={h.id}
              hostel={h}
              rank={chosen.includes(h.id) ? chosen.indexOf(h.id) + 1 : null}
              selectable={selectable}
              onToggle={() => toggle(h.id)}
            />
          ))
        )}
        <Group justify="flex-end">
          <Button onClick={submit} loading={apply.isPending} disabled={data.hostels.length === 0}>
            {ballot ? 'Enter the ballot' : 'Apply for a bed'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
