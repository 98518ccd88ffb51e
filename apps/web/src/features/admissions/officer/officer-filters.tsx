import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useSearchState } from '@/lib/use-search-state.ts';
import { quotasQuery } from './officer-api.ts';

/** An address change of these keys (`page` aside). */
function patchOf<K extends string>(keys: readonly K[], value: (key: K) => string | null) {
  const patch: Partial<Record<K | 'page', string | null>> = {};
  for (const key of keys) patch[key] = value(key);
  return patch;
}

/**
 * A queue's filters, kept in the address. The typed ones (search boxes) follow the address only
 * once typing settles for `wait` ms, so each key stroke does not reload the list.
 */
export function useOfficerFilters<K extends string, T extends K>(
  keys: readonly K[],
  typedKeys: readonly T[],
  wait: number,
) {
  const { values, page, set } = useSearchState(keys);
  const [typed, setTyped] = useState(
    () => Object.fromEntries(typedKeys.map((k) => [k, values[k]])) as Record<T, string>,
  );
  const [debounced] = useDebouncedValue(typed, wait);
  const settled = typedKeys.every((k) => debounced[k] === typed[k]);
  const changed = typedKeys.some((k) => debounced[k] !== values[k]);
  useEffect(() => {
    if (settled && changed) set(patchOf<K>(typedKeys, (k) => debounced[k as T]));
  }, [settled, changed, debounced, set, typedKeys]);
  /** Props of a search box; a numeric one keeps digits only. */
  const field = (key: T, numeric = false) => ({
    value: typed[key],
    inputMode: numeric ? ('numeric' as const) : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setTyped((t) => ({ ...t, [key]: numeric ? value.replace(/\D/g, '') : value }));
    },
  });
  const clear = () => {
    setTyped(Object.fromEntries(typedKeys.map((k) => [k, ''])) as Record<T, string>);
    set(patchOf(keys, () => null));
  };
  return { values, page, set, field, clear };
}

/** The programmes offered this session, to filter a queue by. */
export function ProgrammeFilter(props: {
  value: string;
  onChange: (value: string | null) => void;
}) {
  const quotas = useQuery(quotasQuery());
  return (
    <Select
      label="Programme"
      data={(quotas.data?.items ?? []).map((p) => ({
        value: p.programmeId,
        label: p.programmeName,
      }))}
      value={props.value || null}
      onChange={props.onChange}
      clearable
      searchable
    />
  );
}
