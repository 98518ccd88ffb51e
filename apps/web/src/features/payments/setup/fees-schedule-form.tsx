import type { TFee } from '@campusflow/contracts';
import { FEE_LEVELS, ZCreateFee } from '@campusflow/contracts/payment-setup';
import { feeTypes } from '@campusflow/contracts/payments';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { feeTypeLabels } from '../fee-type-labels.ts';
import { nairaToKobo, setupApi, useRefreshSetup } from './setup-api.ts';

export const feeTypeOptions = feeTypes.map((type) => ({ value: type, label: feeTypeLabels[type] }));
export const levelOptions = FEE_LEVELS.map((level) => ({
  value: String(level),
  label: `${level} level`,
}));

type Option = { value: string; label: string };
/** The select value standing for "every programme" or "every level" (null in the API). */
const ALL = 'all';

type Values = {
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

function valuesOf(fee: TFee | null, sessionId: string): Values {
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
function bodyOf(v: Values) {
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
const validate = (v: Values) => {
  const { amount, ...rest } = checkBody(bodyOf(v));
  return amount ? { ...rest, amountNaira: amount } : rest;
};

/** Add a fee to the schedule, or change one. Amounts are typed in naira and sent in kobo. */
export function FeeModal(props: {
  fee: TFee | null;
  sessionId: string;
  sessions: Option[];
  programmes: Option[];
  onClose: () => void;
}) {
  const { fee } = props;
  const refresh = useRefreshSetup();
  const form = useForm<Values>({ initialValues: valuesOf(fee, props.sessionId), validate });
  const save = useFormMutation(form, {
    mutationFn: (values: Values) => {
      const body = bodyOf(values) as Parameters<typeof setupApi.createFee>[0];
      return fee ? setupApi.updateFee(fee.id, body) : setupApi.createFee(body);
    },
    onSuccess: (saved) => {
      notify.success(`${saved.name} has been saved.`);
      void refresh();
      props.onClose();
    },
    // The API checks the kobo amount; the form types it in naira.
    fieldNames: { amount: 'amountNaira' },
  });
  const { error } = save;
  const field = form.getInputProps;
  return (
    <Modal opened onClose={props.onClose} title={fee ? `Edit ${fee.name}` : 'Add a fee'} size="lg">
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red">{error}</Alert> : null}
          <Select
            label="Session"
            data={props.sessions}
            allowDeselect={false}
            {...field('sessionId')}
          />
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
            checked={form.values.installmentsAllowed}
            onChange={(e) => {
              const allowed = e.currentTarget.checked;
              form.setFieldValue('installmentsAllowed', allowed);
              form.setFieldValue('installmentCount', allowed ? 2 : 1);
            }}
          />
          {form.values.installmentsAllowed ? (
            <NumberInput
              label="Number of instalments"
              min={2}
              max={12}
              allowDecimal={false}
              {...field('installmentCount')}
            />
          ) : form.errors.installmentCount ? (
            <Alert color="red">{form.errors.installmentCount}</Alert>
          ) : null}
          <TextInput label="Due date (optional)" type="date" {...field('dueDate')} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {fee ? 'Save' : 'Add the fee'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
