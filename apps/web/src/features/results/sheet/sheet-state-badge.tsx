import type { TScoreSheetState } from '@campusflow/contracts/results';
import { Badge } from '@mantine/core';

const states: Record<TScoreSheetState, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  submitted: { label: 'Submitted to HOD', color: 'blue' },
  hod_approved: { label: 'Approved by HOD', color: 'teal' },
  published: { label: 'Published', color: 'green' },
};

/** Where a score sheet is in its approval chain. */
export function SheetStateBadge({ state }: { state: TScoreSheetState }) {
  const s = states[state];
  return (
    <Badge color={s.color} variant="light" data-testid="sheet-state">
      {s.label}
    </Badge>
  );
}
