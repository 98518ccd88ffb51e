import {
  type TRegisterAppAdminRequest,
  ZRegisterAppAdminRequest,
} from '@campusflow/contracts/identity';
import { Alert, Button, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from '@/lib/use-form.ts';
import { serverFieldErrors, zodValidator } from '@/lib/zod-form.ts';
import { AuthCard } from './auth-card.tsx';
import { identityApi, rememberSignIn } from './identity-api.ts';

export function RegisterAppAdminPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useQuery({ queryKey: ['appadmin-setup'], queryFn: identityApi.appAdminSetupOpen });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<TRegisterAppAdminRequest>({
    initialValues: { name: '', email: '', password: '', setupToken: '' },
    validate: zodValidator(ZRegisterAppAdminRequest),
  });
  const submit = async (values: TRegisterAppAdminRequest) => {
    setBusy(true);
    setError(null);
    try {
      const result = await identityApi.registerAppAdmin({
        ...values,
        setupToken: values.setupToken || undefined,
      });
      if (result.status !== 'signed_in') throw new Error('Unexpected answer from the server.');
      rememberSignIn(queryClient, result.user);
      await navigate('/dashboard', { replace: true });
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      setError(e instanceof Error ? e.message : 'Registration failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard
      title="Register the platform administrator"
      subtitle="The platform administrator sets up schools, banks and platform fees."
    >
      {setup.isPending ? (
        <Loader />
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            {setup.data?.open ? (
              <Alert color="blue">
                No platform administrator exists yet: this account will be the first.
              </Alert>
            ) : (
              <Alert color="yellow">
                A platform administrator already exists. You need the setup token from the server
                configuration.
              </Alert>
            )}
            {error ? (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput label="Full name" autoComplete="name" {...form.getInputProps('name')} />
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              description="At least 8 characters."
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            {setup.data?.open ? null : (
              <PasswordInput
                label="Setup token"
                autoComplete="off"
                {...form.getInputProps('setupToken')}
              />
            )}
            <Button type="submit" loading={busy}>
              Create the administrator
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
