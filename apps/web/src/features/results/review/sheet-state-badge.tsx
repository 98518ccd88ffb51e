import type { TDepartmentSheetState } from '@campusflow/contracts';
import { Badge } from '@mantine/core';
import { sheetStateLabels } from './sheet-labels.ts';

export function SheetStateBadge(props: { state: TDepartmentSheetState }) {
  const { label, color } = sheetStateLabels[props.state];
  return (
    <Badge
      color={color}
      variant="light"
      styles={{ root: { flexShrink: 0 }, label: { whiteSpace: 'nowrap' } }}
    >
      {label}
    </Badge>
  );
}
