import { formatDateTime } from '@campusflow/contracts/format';
import type { TAmendment } from '@campusflow/contracts/results';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state.tsx';
import { amendmentsQuery } from '../amendments-api.ts';
import { formatChange } from './amendment-lines.ts';
import { AmendmentStateBadge } from './amendment-state-badge.tsx';

/** The corrections asked for on one published sheet, newest first, with where each stands. */
export function SheetCorrections(props: { sheetId: string }) {
  const list = useQuery(amendmentsQuery('all'));
  const mine = (items: TAmendment[]) => items.filter((a) => a.sheetId === props.sheetId);
  return (
    <Stack gap="xs" data-testid="sheet-corrections">
      <Title order={4} fz="md">
        Correction requests
      </Title>
      <QueryState
        query={list}
        isEmpty={(d) => mine(d.items).length === 0}
        empty='None yet. To correct a published score, use "Request a correction" on its line.'
      >
        {(d) =>
          mine(d.items).map((a) => (
            <Card key={a.id} withBorder padding="xs" data-testid="sheet-correction">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {a.studentName}
                  {a.matricNumber ? ` · ${a.matricNumber}` : ''}
                </Text>
                <AmendmentStateBadge state={a.state} />
              </Group>
              <Text size="sm">{formatChange(a)}</Text>
              <Text size="xs" c="dimmed">
                {a.requestedByName} · {formatDateTime(a.requestedAt)} · {a.reason}
              </Text>
              {a.rejectionReason ? (
                <Text size="xs" c="red">
                  Refused: {a.rejectionReason}
                </Text>
              ) : null}
            </Card>
          ))
        }
      </QueryState>
    </Stack>
  );
}
