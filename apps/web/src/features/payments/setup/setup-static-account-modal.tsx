import type { TStaticAccount } from '@campusflow/contracts';
import { ZCreateStaticAccount } from '@campusflow/contracts/payment-setup';
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { setupResources, useRefreshSetup } from './setup-api.ts';
import { BankSelect } from './setup-bank-select.tsx';

type Values = {
  schoolId: string;
  bankId: string;
  accountNumber: string;
  accountName: string;
  note: string;
};

const validate = zodValidator(ZCreateStaticAccount);

/** Add a transfer account to a school, or change one. */
export function StaticAccountModal(props: {
  account: TStaticAccount | null;
  schoolId: string;
  schoolName: string;
  onClose: () => void;
}) {
  const { account } = props;
  const refresh = useRefreshSetup();
  const form = useForm<Values>({
    initialValues: {
      schoolId: account?.schoolId ?? props.schoolId,
      bankId: account?.bankId ?? '',
      accountNumber: account?.accountNumber ?? '',
      accountName: account?.accountName ?? '',
      note: account?.note ?? '',
    },
    validate,
  });
  const save = useFormMutation(form, {
    mutationFn: ({ schoolId, ...changes }: Values) =>
      account
        ? setupResources.staticAccounts.update(account.id, changes)
        : setupResources.staticAccounts.create({ schoolId, ...changes }),
    onSuccess: (saved) => {
      notify.success(`${saved.bankName} ${saved.accountNumber} has been saved.`);
      void refresh();
      props.onClose();
    },
  });
  const { error } = save;
  const bank = form.getInputProps('bankId');
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={account ? 'Edit the account' : `Add an account for ${props.schoolName}`}
    >
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red">{error}</Alert> : null}
          <BankSelect
            value={form.values.bankId || null}
            onChange={(value) => bank.onChange(value ?? '')}
            error={bank.error}
            current={account ? { value: account.bankId, label: account.bankName } : null}
          />
          <TextInput
            label="Account number"
            placeholder="10 digits"
            inputMode="numeric"
            maxLength={10}
            {...form.getInputProps('accountNumber')}
          />
          <TextInput
            label="Account name"
            description="As the bank holds it: students check it before they transfer."
            {...form.getInputProps('accountName')}
          />
          <Textarea
            label="Note for students (optional)"
            placeholder="Use your matric number as the narration."
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {account ? 'Save' : 'Add the account'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
