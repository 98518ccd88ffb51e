import type { TOffering } from '@campusflow/contracts';
import { formatDate, naira } from '@campusflow/contracts/format';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A programme open for application: requirements, cut-off, fees and deadline. */
export function OfferingCard(props: { offering: TOffering; action?: ReactNode }) {
  const o = props.offering;
  return (
    <Card withBorder padding="sm" data-testid="offering">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{o.programmeName}</Text>
            <Text size="xs" c="dimmed">
              {o.departmentName} · {o.programmeCode}
            </Text>
          </div>
          {o.closesAt ? (
            <Badge variant="light" color="orange">
              Closes {formatDate(o.closesAt)}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">
          UTME cut-off <b>{o.utmeCutOff}</b>
          {o.utmeSubjects.length ? ` · UTME subjects: ${o.utmeSubjects.join(', ')}` : ''}
        </Text>
        <Text size="sm">
          O'level: {o.minCredits} credits in at most {o.maxSittings} sitting
          {o.maxSittings === 1 ? '' : 's'}
          {o.olevelSubjects.length ? `, including ${o.olevelSubjects.join(', ')}` : ''}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">
            {o.applicationFee !== null
              ? `Application fee ${naira(o.applicationFee)}`
              : 'No application fee'}
            {o.acceptanceFee !== null ? ` · acceptance fee ${naira(o.acceptanceFee)}` : ''}
          </Text>
          {props.action}
        </Group>
      </Stack>
    </Card>
  );
}
