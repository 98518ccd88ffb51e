import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { setupResources } from './setup-api.ts';

type Option = { value: string; label: string };

/**
 * The active banks, searched on the server as the user types (there are a few hundred).
 * `current` keeps the label of a bank already chosen before the list has loaded it.
 */
export function BankSelect(
  props: Omit<SelectProps, 'data' | 'searchable' | 'onSearchChange'> & { current?: Option | null },
) {
  const { current, onChange, ...selectProps } = props;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<Option | null>(current ?? null);
  // While the box shows the chosen bank's label, list from the start rather than search it.
  const text = chosen && q === chosen.label ? '' : q;
  const found = useQuery(setupResources.banks.list({ q: text, limit: 50 }));
  const options: Option[] = (found.data?.items ?? []).map((bank) => ({
    value: bank.id,
    label: `${bank.name} (${bank.code})`,
  }));
  if (chosen && !options.some((o) => o.value === chosen.value)) options.unshift(chosen);
  return (
    <Select
      label="Bank"
      placeholder="Search by name or code"
      searchable
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No bank matches'}
      data={options}
      onChange={(value, option) => {
        setChosen(value ? option : null);
        onChange?.(value, option);
      }}
      {...selectProps}
    />
  );
}
