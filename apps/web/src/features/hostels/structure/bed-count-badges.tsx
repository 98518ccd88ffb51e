import { formatCount } from '@campusflow/contracts/format';
import type { TBedStatusCounts } from '@campusflow/contracts/hostel-structure';
import { Badge, Group } from '@mantine/core';
import { bedStatusColors } from './bed-labels.ts';

/** Bed spaces by status as small badges; statuses with none are left out. */
export function BedCountBadges(props: {
  beds: TBedStatusCounts;
  held?: number;
  occupied?: number;
}) {
  const { beds } = props;
  const parts = [
    { label: 'available', count: beds.available, color: bedStatusColors.available },
    { label: 'reserved', count: beds.reserved, color: bedStatusColors.reserved },
    { label: 'out of order', count: beds.outOfOrder, color: bedStatusColors.out_of_order },
    { label: 'occupied', count: props.occupied ?? 0, color: 'blue' },
    { label: 'held', count: props.held ?? 0, color: 'grape' },
  ].filter((p) => p.count > 0);
  return (
    <Group gap={4} wrap="wrap">
      {parts.map((p) => (
        <Badge key={p.label} size="sm" variant="light" color={p.color}>
          {formatCount(p.count)} {p.label}
        </Badge>
      ))}
    </Group>
  );
}
