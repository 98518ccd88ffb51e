import { formatCount } from '@campusflow/contracts/format';
import {
  deliveryStatuses,
  type TCampaign,
  type TDeliveryStatus,
} from '@campusflow/contracts/messaging-campaigns';
import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { deliveryStatusColors, settledCount, shortStatusLabels } from '../messaging-labels.ts';

const shown: TDeliveryStatus[] = ['sent', 'kept', 'opted_out', 'failed'];

/** How far the delivery is: a bar of the settled copies by status, and every status counted. */
export function DeliveryProgress(props: { campaign: TCampaign }) {
  const { campaign } = props;
  const { counts, recipients } = campaign;
  const settled = settledCount(counts);
  const percent = (n: number) => (recipients ? (n / recipients) * 100 : 0);
  const sending = campaign.finishedAt === null;
  return (
    <Card withBorder padding="md" data-testid="delivery-progress" data-finished={!sending}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {sending ? 'Sending…' : 'Delivery finished'}{' '}
            <Text span c="dimmed" fw={400}>
              {formatCount(settled)} of {formatCount(recipients)} settled
            </Text>
          </Text>
          {sending ? (
            <Badge color="blue" variant="light">
              Updates every 2 s
            </Badge>
          ) : null}
        </Group>
        <Progress.Root size="lg" aria-label={`${Math.round(percent(settled))}% settled`}>
          {shown.map((status) =>
            counts[status] > 0 ? (
              <Progress.Section
                key={status}
                value={percent(counts[status])}
                color={deliveryStatusColors[status]}
                animated={sending}
              />
            ) : null,
          )}
        </Progress.Root>
        <Group gap="xs">
          {deliveryStatuses
            .filter((status) => counts[status] > 0)
            .map((status) => (
              <Badge
                key={status}
                color={deliveryStatusColors[status]}
                variant="light"
                data-testid={`count-${status}`}
              >
                {shortStatusLabels[status]}: {formatCount(counts[status])}
              </Badge>
            ))}
        </Group>
        {campaign.delivery === 'mailbox' ? (
          <Text size="xs" c="dimmed">
            No mail server is configured (SMTP_URL): each copy is kept in the development mailbox,
            /dev/mailbox, like the rest of the portal’s mail.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
