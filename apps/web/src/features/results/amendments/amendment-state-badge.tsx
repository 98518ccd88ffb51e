import type { TAmendment } from '@campusflow/contracts/results';
import { Badge } from '@mantine/core';
import { amendmentStateLabels } from './amendment-lines.ts';

export function AmendmentStateBadge(props: { state: TAmendment['state'] }) {
  const { label, color } = amendmentStateLabels[props.state];
  return (
    <Badge color={color} variant="light" styles={{ label: { whiteSpace: 'nowrap' } }}>
      {label}
    </Badge>
  );
}
