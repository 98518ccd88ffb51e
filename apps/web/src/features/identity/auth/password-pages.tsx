import { ZForgotPasswordRequest, ZResetPasswordRequest } from '@campusflow/contracts/identity';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { identityApi } from '../identity-api.ts';
import { NewPasswordFields } from '../new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: zodValidator(ZForgotPasswordRequest),
  });
  const { submit, busy, error } = useFormMutation(form, {
    mutationFn: ({ email }: { email: string }) => identityApi.forgotPassword(email),
    onMutate: () => setSent(null),
    onSuccess: (result) => setSent(result.message),
  });
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will e-mail you a link to choose a new one."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : sent ? (
            <Alert color="green" role="status">
              {sent}
            </Alert>
          ) : null}
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy}>
            Send the link
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to log in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

type ResetValues = { password: string; confirm: string };

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const validateSchema = zodValidator(ZResetPasswordRequest);
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirm: '' },
    validate: (values) => ({
      ...validateSchema({ token, password: values.password }),
      ...(values.confirm !== values.password ? { confirm: 'The passwords do not match.' } : {}),
    }),
  });
  const { submit, busy, error } = useFormMutation(form, {
    mutationFn: (values: ResetValues) => identityApi.resetPassword(token, values.password),
    onSuccess: (result) => setDone(result.message),
  });
  if (done) {
    return (
      <AuthCard title="Password changed">
        <Alert color="green" role="status">
          {done}
        </Alert>
        <Button component={Link} to="/login">
          Log in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {!token ? <Alert color="yellow">This page needs the link from your e-mail.</Alert> : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
          />
          <Button type="submit" loading={busy} disabled={!token}>
            Save the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
