import type { TExamProgramme } from '@campusflow/contracts';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { examProgrammesQuery } from './exams-api.ts';

const label = (p: { name: string; code: string }) => `${p.name} (${p.code})`;

/** The school's programmes, searched on the server, keeping the labels of those chosen. */
export function ExamProgrammePicker(props: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  known: TExamProgramme[];
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [labels, setLabels] = useState(() => new Map(props.known.map((p) => [p.id, label(p)])));
  const found = useQuery(examProgrammesQuery(q));
  const options = (found.data?.items ?? []).map((p) => ({ value: p.id, label: label(p) }));
  for (const id of props.value) {
    if (!options.some((o) => o.value === id)) {
      options.unshift({ value: id, label: labels.get(id) ?? 'Programme' });
    }
  }
  return (
    <MultiSelect
      label="Programmes"
      description="Applicants to these programmes sit this exam."
      placeholder={props.value.length ? undefined : 'Search programmes'}
      data={options}
      value={props.value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'Nothing matches'}
      error={props.error}
      onChange={(value) => {
        setLabels((prev) => {
          const next = new Map(prev);
          for (const o of options) next.set(o.value, o.label);
          return next;
        });
        props.onChange(value);
      }}
    />
  );
}
