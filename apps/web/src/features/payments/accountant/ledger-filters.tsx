import type { TProgramme, TSession } from '@campusflow/contracts';
import { feeTypes, paymentStatuses } from '@campusflow/contracts/payments';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { RemoteSelect } from '@/components/remote-select.tsx';
import { feeTypeLabels } from '../fee-type-labels.ts';

export const ledgerFilterKeys = [
  'q',
  'sessionId',
  'programmeId',
  'paymentType',
  'status',
  'from',
  'to',
  'review',
] as const;

type Filters = Record<(typeof ledgerFilterKeys)[number], string>;

/** The ledger's filters: search, session, programme, fee type, status, dates and reviews. */
export function LedgerFilters(props: {
  values: Filters;
  set: (patch: Partial<Record<keyof Filters, string | null>>) => void;
}) {
  const { values, set } = props;
  const [search, setSearch] = useState(values.q);
  const [q] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (q !== values.q) set({ q });
  }, [q, values.q, set]);
  const select = (key: keyof Filters) => ({
    value: values[key] || null,
    onChange: (value: string | null) => set({ [key]: value }),
    clearable: true,
  });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
      <TextInput
        label="Search"
        placeholder="Reference, name or matric number"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <RemoteSelect<TSession>
        label="Session"
        path="/api/v1/academics/sessions"
        toLabel={(s) => s.name}
        {...select('sessionId')}
      />
      <RemoteSelect<TProgramme>
        label="Programme"
        path="/api/v1/academics/programmes"
        toLabel={(p) => p.name}
        {...select('programmeId')}
      />
      <Select
        label="Fee type"
        data={feeTypes.map((t) => ({ value: t, label: feeTypeLabels[t] }))}
        {...select('paymentType')}
      />
      <Select label="Status" data={[...paymentStatuses]} {...select('status')} />
      <TextInput
        label="From"
        type="date"
        value={values.from}
        onChange={(e) => set({ from: e.currentTarget.value })}
      />
      <TextInput
        label="To"
        type="date"
        value={values.to}
        onChange={(e) => set({ to: e.currentTarget.value })}
      />
      <Select
        label="To review"
        data={[
          { value: 'transfers', label: 'Transfers to confirm' },
          { value: 'flagged', label: 'Mismatches' },
          { value: 'refunds', label: 'Paid twice, to refund' },
        ]}
        {...select('review')}
      />
    </SimpleGrid>
  );
}
