import type { TSheetHistoryEntry } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { Text, Timeline } from '@mantine/core';

const said: Record<TSheetHistoryEntry['action'], { label: string; color: string }> = {
  submitted: { label: 'Submitted to the HOD', color: 'blue' },
  approved: { label: 'Approved by the HOD', color: 'teal' },
  returned: { label: 'Returned to the lecturer', color: 'orange' },
  published: { label: 'Published', color: 'green' },
  other: { label: 'Changed', color: 'gray' },
};

/** A sheet's history, oldest first: what happened, who did it, when, and why it came back. */
export function SheetHistoryTimeline(props: { items: TSheetHistoryEntry[] }) {
  if (props.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing yet: the lecturer has not submitted this sheet.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={14} lineWidth={2} data-testid="sheet-history">
      {props.items.map((i) => (
        <Timeline.Item key={i.id} color={said[i.action].color} title={said[i.action].label}>
          <Text size="xs" c="dimmed">
            {i.actorName ?? 'Someone'} · {formatDateTime(i.at)}
          </Text>
          {i.reason ? (
            <Text size="sm" mt={2}>
              “{i.reason}”
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
