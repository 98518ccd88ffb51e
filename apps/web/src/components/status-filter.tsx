import { SegmentedControl } from '@mantine/core';

const offLabels = { archived: 'Archived', inactive: 'Inactive' } as const;

/**
 * Active / Archived (or Inactive) / All over a list. Active is the default, so choosing it
 * clears the filter from the address (`onChange(null)`).
 */
export function StatusFilter(props: {
  value: string;
  onChange: (status: string | null) => void;
  off?: keyof typeof offLabels;
}) {
  const off = props.off ?? 'archived';
  return (
    <SegmentedControl
      size="sm"
      value={props.value}
      onChange={(s) => props.onChange(s === 'active' ? null : s)}
      data={[
        { value: 'active', label: 'Active' },
        { value: off, label: offLabels[off] },
        { value: 'all', label: 'All' },
      ]}
    />
  );
}
