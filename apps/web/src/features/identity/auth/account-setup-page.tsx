import { errorMessage } from '@campusflow/contracts/constants';
import { ZAccountSetupRequest } from '@campusflow/contracts/identity';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { identityApi, pendingSetup } from '../identity-api.ts';
import { NewPasswordFields } from '../new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';

type Values = { email: string; password: string; confirm: string };

const validateSchema = zodValidator(ZAccountSetupRequest);

export function AccountSetupPage() {
  const navigate = useNavigate();
  const [pending] = useState(() => pendingSetup.read());
  const form = useForm<Values>({
    initialValues: { email: '', password: '', confirm: '' },
    validate: (values) => ({
      ...validateSchema({ pendingUserId: pending ?? undefined, ...values }),
      ...(values.confirm !== values.password ? { confirm: 'The passwords do not match.' } : {}),
    }),
  });
  const { submit, busy, error, errorCode } = useFormMutation(form, {
    mutationFn: (values: Values) =>
      identityApi.accountSetup({
        pendingUserId: pending ?? '',
        email: values.email,
        password: values.password,
      }),
    onSuccess: async ({ message }) => {
      pendingSetup.clear();
      notify.success(message);
      await navigate('/login', { replace: true });
    },
    onError: (e) => {
      if (e instanceof ApiError && e.code === 'no_pending_account_setup') pendingSetup.clear();
    },
  });

  if (!pending) {
    return (
      <AuthCard title="Set up your account">
        <Alert color="yellow" role="alert">
          {errorMessage('no_pending_account_setup')}
        </Alert>
        <Button component={Link} to="/login">
          Go to log in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Set up your account"
      subtitle="This is your first sign-in. Choose the e-mail address and password you will log in with from now on."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert">
              {error}{' '}
              {errorCode === 'no_pending_account_setup' ? (
                <Anchor component={Link} to="/login">
                  Log in again
                </Anchor>
              ) : null}
            </Alert>
          ) : null}
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
          />
          <Button type="submit" loading={busy} size="md">
            Finish setting up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
