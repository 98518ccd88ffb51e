import type { TFee } from '@campusflow/contracts';
import { formatDate, formatNaira } from '@campusflow/contracts/format';
import { Anchor, Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { Column } from '@/components/resource/resource-types.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { feeTypeLabels } from '../fee-type-labels.ts';
import { useFeeChoices } from './fees-schedule-choices.ts';
import { type FeeValues, feeForm, feeTypeOptions } from './fees-schedule-form.tsx';
import { setupResources } from './setup-api.ts';

const scopeText = (fee: TFee) =>
  `${fee.programmeName ?? 'All programmes'} · ${fee.level ? `${fee.level} level` : 'all levels'}`;
const instalmentText = (fee: TFee) =>
  fee.installmentsAllowed ? `${fee.installmentCount} instalments` : 'Full payment';

const columns: Column<TFee>[] = [
  {
    label: 'Fee',
    sort: 'name',
    render: (fee) => (
      <>
        <Text size="sm" fw={500} span>
          {fee.name}
        </Text>
        <Text size="xs" c="dimmed">
          {feeTypeLabels[fee.type]}
          {fee.paymentCount > 0 ? ` · ${fee.paymentCount} payments` : ''}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {scopeText(fee)}
        </Text>
      </>
    ),
  },
  { label: 'Programme and level', render: scopeText, visibleFrom: 'sm' },
  {
    label: 'Amount (₦)',
    sort: 'amount',
    align: 'right',
    render: (fee) => <span style={{ whiteSpace: 'nowrap' }}>{formatNaira(fee.amount)}</span>,
  },
  { label: 'Instalments', render: instalmentText, visibleFrom: 'md' },
  { label: 'Due', render: (fee) => formatDate(fee.dueDate), visibleFrom: 'md' },
];

const noSessionYet = (
  <Text size="sm">
    Fees belong to a session. Add one first under{' '}
    <Anchor component={Link} to="/dashboard/hos/sessions">
      Sessions
    </Anchor>
    .
  </Text>
);

/** `hos/programmeFees`: the fee schedule per session, programme, level and type. */
export function ProgrammeFeesPage() {
  const choices = useFeeChoices();
  // A new fee goes into the session on show.
  const chosen = useSearchState(['sessionId'] as const).values.sessionId;
  const noSessions = choices.sessions.isSuccess && choices.sessionOptions.length === 0;
  return (
    <ResourcePage<TFee, FeeValues>
      title="Programme fees"
      description="What students pay, per session, programme, level and type. Amounts are in naira."
      noun="fee"
      resource={setupResources.fees}
      columns={columns}
      searchPlaceholder="Fee name"
      filterKeys={['sessionId', 'programmeId', 'type']}
      // The current session is the default filter: the list waits for it.
      defaultFilters={{ sessionId: choices.defaultSessionId }}
      ready={!choices.sessions.isPending}
      blocked={noSessions ? noSessionYet : undefined}
      filters={(values, set) => (
        <>
          <Select
            label="Session"
            data={choices.sessionOptions}
            value={values.sessionId || null}
            onChange={(sessionId) => set({ sessionId })}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label="Programme"
            placeholder="Any"
            data={[{ value: 'all', label: 'Fees for all programmes' }, ...choices.programmeOptions]}
            value={values.programmeId || null}
            onChange={(programmeId) => set({ programmeId })}
            searchable
            clearable
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label="Type"
            placeholder="Any"
            data={feeTypeOptions}
            value={values.type || null}
            onChange={(type) => set({ type })}
            clearable
            style={{ flex: '1 1 140px' }}
          />
        </>
      )}
      emptyText={(values) =>
        values.programmeId || values.type
          ? 'No fee matches these filters.'
          : 'No fees in this session yet. Add the first with “Add a fee”.'
      }
      deleteNote="A fee students have paid cannot be deleted; archive it instead."
      {...feeForm({
        sessionId: chosen || choices.defaultSessionId,
        sessions: choices.sessionOptions,
        programmes: choices.programmeOptions,
      })}
    />
  );
}
