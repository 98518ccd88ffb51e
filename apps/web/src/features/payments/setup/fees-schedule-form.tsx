import type { TFee } from '@campusflow/contracts';
import { FEE_LEVELS, ZCreateFee } from '@campusflow/contracts/payment-setup';
import { feeTypes } from '@campusflow/contracts/payments';
import { Alert, Group, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { FormProps, ResourceForm } from '@/components/resource/resource-types.ts';
import type { Option } from '@/lib/resource-api.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { feeTypeLabels } from '../fee-type-labels.ts';
import { nairaToKobo } from './setup-api.ts';

export const feeTypeOptions = feeTypes.map((type) => ({ value: type, label: feeTypeLabels[type] }));
export const levelOptions = FEE_LEVELS.map((level) => ({
  value: String(level),
  label: `${level} level`,
}));

/** The select value standing for "every programme" or "every level" (null in the API). */
const ALL = 'all';

export type FeeValues = {
  sessionId: string;
  programmeId: string;
  level: string;
  type: string;
  name: string;
  amountNaira: number | string;
  installmentsAllowed: boolean;
  installmentCount: number | string;
  dueDate: string;
};

function valuesOf(fee: TFee | null, sessionId: string): FeeValues {
  return {
    sessionId: fee?.sessionId ?? sessionId,
    programmeId: fee?.programmeId ?? ALL,
    level: fee?.level ? String(fee.level) : ALL,
    type: fee?.type ?? 'tuition',
    name: fee?.name ?? '',
    amountNaira: fee ? fee.amount / 100 : '',
    installmentsAllowed: fee?.installmentsAllowed ?? false,
    installmentCount: fee?.installmentCount ?? 1,
    dueDate: fee?.dueDate ?? '',
  };
}

/** The form's values as the API takes them: kobo, nulls for "all" and for no date. */
function bodyOf(v: FeeValues) {
  return {
    sessionId: v.sessionId,
    programmeId: v.programmeId && v.programmeId !== ALL ? v.programmeId : null,
    level: v.level && v.level !== ALL ? Number(v.level) : null,
    type: v.type,
    name: v.name,
    amount: nairaToKobo(v.amountNaira),
    installmentsAllowed: v.installmentsAllowed,
    installmentCount: v.installmentsAllowed ? Number(v.installmentCount) : 1,
    dueDate: v.dueDate || null,
  };
}

const checkBody = zodValidator(ZCreateFee);
const validate = (v: FeeValues) => {
  const { amount, ...rest } = checkBody(bodyOf(v));
  return amount ? { ...rest, amountNaira: amount } : rest;
};

function FeeFields(props: FormProps<FeeValues> & { sessions: Option[]; programmes: Option[] }) {
  const { field, values, errors } = props;
  return (
    <>
      <Select label="Session" data={props.sessions} allowDeselect={false} {...field('sessionId')} />
      <TextInput label="Name" placeholder="School fees" {...field('name')} />
      <Group grow align="flex-start" gap="sm">
        <Select label="Type" data={feeTypeOptions} allowDeselect={false} {...field('type')} />
        <NumberInput
          label="Amount (₦)"
          placeholder="150000.00"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          hideControls
          {...field('amountNaira')}
        />
      </Group>
      <Group grow align="flex-start" gap="sm">
        <Select
          label="Programme"
          data={[{ value: ALL, label: 'All programmes' }, ...props.programmes]}
          searchable
          allowDeselect={false}
          {...field('programmeId')}
        />
        <Select
          label="Level"
          data={[{ value: ALL, label: 'All levels' }, ...levelOptions]}
          allowDeselect={false}
          {...field('level')}
        />
      </Group>
      <Switch
        label="Students may pay in instalments"
        checked={values.installmentsAllowed}
        onChange={(e) => {
          const allowed = e.currentTarget.checked;
          props.setFieldValue('installmentsAllowed', allowed);
          props.setFieldValue('installmentCount', allowed ? 2 : 1);
        }}
      />
      {values.installmentsAllowed ? (
        <NumberInput
          label="Number of instalments"
          min={2}
          max={12}
          allowDecimal={false}
          {...field('installmentCount')}
        />
      ) : errors.installmentCount ? (
        <Alert color="red">{errors.installmentCount}</Alert>
      ) : null}
      <TextInput label="Due date (optional)" type="date" {...field('dueDate')} />
    </>
  );
}

/**
 * The fee form of the schedule page: a fee is added in the chosen session, amounts are typed in
 * naira and sent in kobo (the API's `amount` errors show on the naira field).
 */
export function feeForm(choices: {
  sessionId: string;
  sessions: Option[];
  programmes: Option[];
}): ResourceForm<TFee, FeeValues> {
  return {
    blank: valuesOf(null, choices.sessionId),
    fromItem: (fee) => valuesOf(fee, choices.sessionId),
    toBody: bodyOf,
    validate,
    fieldNames: { amount: 'amountNaira' },
    editTitle: (fee) => `Edit ${fee.name}`,
    form: (props) => (
      <FeeFields {...props} sessions={choices.sessions} programmes={choices.programmes} />
    ),
  };
}
