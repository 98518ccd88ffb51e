import { formatCount } from '@campusflow/contracts/format';
import type { TBedCounts } from '@campusflow/contracts/hostel-admin';
import { Group, Progress, Text, Tooltip } from '@mantine/core';
import { bedParts } from './hostel-admin-labels.ts';

/** A stacked bar of beds by state, with a legend of the counts under it. */
export function BedBar(props: { beds: TBedCounts; size?: 'sm' | 'lg'; legend?: boolean }) {
  const { beds } = props;
  const share = (n: number) => (beds.total > 0 ? (n / beds.total) * 100 : 0);
  return (
    <>
      <Progress.Root size={props.size === 'lg' ? 22 : 12} role="group" aria-label="Beds by state">
        {bedParts.map((part) =>
          beds[part.key] > 0 ? (
            <Tooltip key={part.key} label={`${part.label}: ${formatCount(beds[part.key])}`}>
              <Progress.Section
                value={share(beds[part.key])}
                color={part.color}
                aria-label={`${part.label}: ${formatCount(beds[part.key])}`}
              />
            </Tooltip>
          ) : null,
        )}
      </Progress.Root>
      {props.legend === false ? null : (
        <Group gap="sm" mt={4}>
          {bedParts.map((part) => (
            <Group key={part.key} gap={4} wrap="nowrap">
              <Progress.Root w={10} size={10} aria-hidden>
                <Progress.Section value={100} color={part.color} />
              </Progress.Root>
              <Text size="xs" c="dimmed">
                {part.label} {formatCount(beds[part.key])}
              </Text>
            </Group>
          ))}
        </Group>
      )}
    </>
  );
}
