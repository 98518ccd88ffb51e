import type { TDepartmentSheetState } from '@campusflow/contracts';
import { Badge } from '@mantine/core';
import { sheetStateLabels } from './sheet-labels.ts';

export function SheetStateBadge(props: { state: TDepartmentSheetState }) {
  const { label, color } = sheetStateLabels[props.state];
  return (
    <Badge color={color} variant="light" style={{ whiteSpace: 'nowrap' }}>
      {label}
    </Badge>
  );
}
