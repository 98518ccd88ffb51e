import { ZCreateSchoolBank } from '@campusflow/contracts/payment-setup';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { notify } from '@/lib/toast.ts';
import { serverFieldErrors } from '@/lib/use-form.ts';
import { useRefusedErrors } from '@/lib/use-refused-errors.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { resolvedAccountQuery, setupResources, useRefreshSetup } from './setup-api.ts';
import { BankSelect } from './setup-bank-select.tsx';

const validate = zodValidator(ZCreateSchoolBank);

/**
 * Adds a settlement account: choose the bank, type the ten digits, see the name the bank holds
 * (asked of the gateway as soon as the tenth digit is typed), then confirm. The server asks the
 * gateway again and registers the sub-account; the name shown here is for the bursar's eyes.
 */
export function SchoolBankModal(props: { onClose: () => void }) {
  const refresh = useRefreshSetup();
  const [bankId, setBankId] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [errors, setErrors] = useRefusedErrors();
  const problems = validate({ bankId, accountNumber });
  const complete = !problems.accountNumber;
  const resolved = useQuery(resolvedAccountQuery(bankId, accountNumber, complete));
  const save = useMutation({
    mutationFn: () => setupResources.schoolBanks.create({ bankId: bankId ?? '', accountNumber }),
    onSuccess: (account) => {
      notify.success(
        account.isPrimary
          ? `${account.accountName} is added and is the primary account.`
          : `${account.accountName} is added.`,
      );
      void refresh();
      props.onClose();
    },
    onError: (e) => setErrors({ form: e.message, ...serverFieldErrors(e) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(problems);
    if (Object.keys(problems).length === 0 && resolved.isSuccess) save.mutate();
  };

  const lookupError = resolved.isError ? resolved.error.message : undefined;
  return (
    <Modal opened onClose={props.onClose} title="Add a settlement account">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
          <BankSelect
            value={bankId}
            onChange={(value) => {
              setBankId(value);
              setErrors({});
            }}
            error={errors.bankId}
          />
          <TextInput
            label="Account number"
            placeholder="10 digits"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            value={accountNumber}
            onChange={(e) => {
              setAccountNumber(e.currentTarget.value.replace(/\D/g, ''));
              setErrors({});
            }}
            error={errors.accountNumber ?? lookupError}
            rightSection={resolved.isFetching ? <Loader size="xs" /> : null}
          />
          {resolved.isFetching ? (
            <Text size="sm" c="dimmed">
              Checking the account with the bank…
            </Text>
          ) : resolved.isSuccess && complete ? (
            <Alert color="green" title="Account name">
              <Text size="sm" fw={600}>
                {resolved.data.accountName}
              </Text>
              <Text size="xs" c="dimmed">
                Check that this is the school’s account before adding it.
              </Text>
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              disabled={resolved.isFetching || resolved.isError}
            >
              Add this account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
