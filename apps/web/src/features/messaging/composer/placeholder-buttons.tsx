import {
  placeholderLabels,
  placeholders,
  type TPlaceholder,
} from '@campusflow/contracts/messaging-placeholders';
import { Button, Group, Text, Tooltip } from '@mantine/core';

/** The placeholders, each a button that adds it to the message where the cursor is. */
export function PlaceholderButtons(props: { onInsert: (placeholder: TPlaceholder) => void }) {
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        Placeholders, filled in for each recipient:
      </Text>
      <Group gap={6}>
        {placeholders.map((p) => (
          <Tooltip key={p} label={placeholderLabels[p]} withArrow>
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => props.onInsert(p)}
              aria-label={`Insert {${p}}: ${placeholderLabels[p]}`}
            >
              {`{${p}}`}
            </Button>
          </Tooltip>
        ))}
      </Group>
    </div>
  );
}
