import {
  type TRegisterAppAdminRequest,
  ZRegisterAppAdminRequest,
} from '@campusflow/contracts/identity';
import { Alert, Button, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { appAdminSetupQuery, identityApi, rememberSignIn } from '../identity-api.ts';
import { AuthCard } from './auth-card.tsx';

export function RegisterAppAdminPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setup = useQuery(appAdminSetupQuery());
  const form = useForm<TRegisterAppAdminRequest>({
    initialValues: { name: '', email: '', password: '', setupToken: '' },
    validate: zodValidator(ZRegisterAppAdminRequest),
  });
  const { submit, busy, error } = useFormMutation(form, {
    mutationFn: async (values: TRegisterAppAdminRequest) => {
      const result = await identityApi.registerAppAdmin({
        ...values,
        setupToken: values.setupToken || undefined,
      });
      if (result.status !== 'signed_in') throw new Error('Unexpected answer from the server.');
      return result.user;
    },
    onSuccess: async (user) => {
      rememberSignIn(queryClient, user);
      await navigate('/dashboard', { replace: true });
    },
  });
  return (
    <AuthCard
      title="Register the platform administrator"
      subtitle="The platform administrator sets up schools, banks and platform fees."
    >
      {setup.isPending ? (
        <Loader />
      ) : (
        <form onSubmit={submit} noValidate>
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
