import { UnstyledButton } from '@mantine/core';

/** A column header that sorts the list by its key, ascending then descending. */
export function SortHeader(props: {
  label: string;
  sortKey: string;
  current: string;
  onSort: (key: string) => void;
}) {
  const active = props.current.replace(/^-/, '') === props.sortKey;
  const descending = props.current.startsWith('-');
  return (
    <UnstyledButton
      onClick={() => props.onSort(active && !descending ? `-${props.sortKey}` : props.sortKey)}
      fw={700}
      fz="sm"
    >
      {props.label} {active ? (descending ? '↓' : '↑') : ''}
    </UnstyledButton>
  );
}
