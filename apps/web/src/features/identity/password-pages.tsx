import { ZForgotPasswordRequest, ZResetPasswordRequest } from '@campusflow/contracts/identity';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from '@/lib/use-form.ts';
import { serverFieldErrors, zodValidator } from '@/lib/zod-form.ts';
import { AuthCard } from './auth-card.tsx';
import { identityApi } from './identity-api.ts';

type Outcome = { ok: boolean; message: string } | null;

export function ForgotPasswordPage() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm({
    initialValues: { email: '' },
    validate: zodValidator(ZForgotPasswordRequest),
  });
  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      setOutcome({ ok: true, message: (await identityApi.forgotPassword(email)).message });
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      setOutcome({ ok: false, message: e instanceof Error ? e.message : 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will e-mail you a link to choose a new one."
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {outcome ? (
            <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
              {outcome.message}
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
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const validateSchema = zodValidator(ZResetPasswordRequest);
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirm: '' },
    validate: (values) => ({
      ...validateSchema({ token, password: values.password }),
      ...(values.confirm !== values.password ? { confirm: 'The passwords do not match.' } : {}),
    }),
  });
  const submit = async (values: ResetValues) => {
    setBusy(true);
    try {
      setOutcome({
        ok: true,
        message: (await identityApi.resetPassword(token, values.password)).message,
      });
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      setOutcome({ ok: false, message: e instanceof Error ? e.message : 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  if (outcome?.ok) {
    return (
      <AuthCard title="Password changed">
        <Alert color="green" role="status">
          {outcome.message}
        </Alert>
        <Button component={Link} to="/login">
          Log in
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          {!token ? <Alert color="yellow">This page needs the link from your e-mail.</Alert> : null}
          {outcome ? (
            <Alert color="red" role="alert">
              {outcome.message}
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Repeat the password"
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" loading={busy} disabled={!token}>
            Save the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
