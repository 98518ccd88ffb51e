import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client.ts';

type Option = { value: string; label: string };

/**
 * A select over a long server list: it asks the API (`?q=`) as the user types, 50 at a time,
 * and keeps the chosen option's label even when a later search no longer returns it.
 */
export function RemoteSelect<T extends { id: string }>(
  props: Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange'> & {
    path: string;
    toLabel: (item: T) => string;
    /** Extra query parameters, e.g. `status=active`. */
    params?: string;
    /** An item known already (named by a link), listed even when a search does not return it. */
    known?: T | null;
  },
) {
  const { path, toLabel, params, known, onChange, ...selectProps } = props;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<Option | null>(null);
  const found = useQuery({
    queryKey: ['remote-select', path, params, q],
    queryFn: ({ signal }) =>
      api<{ items: T[] }>(
        `${path}?limit=50&q=${encodeURIComponent(q)}${params ? `&${params}` : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const options: Option[] = (found.data?.items ?? []).map((item) => ({
    value: item.id,
    label: toLabel(item),
  }));
  const kept = [chosen, known ? { value: known.id, label: toLabel(known) } : null];
  for (const option of kept) {
    if (option && !options.some((o) => o.value === option.value)) options.unshift(option);
  }
  return (
    <Select
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'Nothing matches'}
      data={options}
      onChange={(value, option) => {
        setChosen(value ? option : null);
        onChange?.(value, option);
      }}
      {...selectProps}
    />
  );
}
