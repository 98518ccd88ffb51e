import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** The "Search" box over a list: `onSearch` gets the text once typing pauses for 300 ms. */
export function SearchField(
  props: Omit<TextInputProps, 'value' | 'onChange'> & {
    value: string;
    onSearch: (q: string) => void;
  },
) {
  const { value, onSearch, ...input } = props;
  const [search, setSearch] = useState(value);
  const [q] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the filter
  useEffect(() => {
    if (q !== value) onSearch(q);
  }, [q]);
  return (
    <TextInput
      label="Search"
      {...input}
      value={search}
      onChange={(e) => setSearch(e.currentTarget.value)}
    />
  );
}
