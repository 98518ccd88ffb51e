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
  },
) {
  const { path, toLabel, params, onChange, ...selectProps } = props;
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
  if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);
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
