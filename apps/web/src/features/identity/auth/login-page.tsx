import type { TLoginRequest } from '@campusflow/contracts';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { identityApi, pendingSetup, rememberSignIn, safeNext } from '../identity-api.ts';
import { AuthCard } from './auth-card.tsx';
import { validateLogin } from './login-validation.ts';

type SchoolChoice = { id: string; name: string; code: string };

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [schools, setSchools] = useState<SchoolChoice[] | null>(null);
  const form = useForm<TLoginRequest>({
    initialValues: { identifier: '', password: '', schoolId: undefined },
    validate: validateLogin,
  });

  const { submit, busy, error } = useFormMutation(form, {
    mutationFn: identityApi.login,
    onSuccess: async (result) => {
      if (result.status === 'choose_school') {
        setSchools(result.schools);
        form.setFieldValue('schoolId', undefined);
        return;
      }
      if (result.status === 'account_setup') {
        pendingSetup.write(result.pendingUserId);
        await navigate('/account-setup');
        return;
      }
      rememberSignIn(queryClient, result.user);
      const next = safeNext(params.get('next'));
      await navigate(result.next === '/dashboard' && next ? next : result.next, { replace: true });
    },
  });

  return (
    <AuthCard
      title="Log in"
      subtitle="Use your e-mail address, or the matric number, JAMB number or phone number your school gave you."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" title="Could not log you in">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="E-mail or unique ID"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('identifier')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          {schools ? (
            <NativeSelect
              label="School"
              description="Your ID is registered at more than one school. Choose yours."
              data={[
                { value: '', label: 'Choose your school' },
                ...schools.map((s) => ({ value: s.id, label: `${s.name} (${s.code})` })),
              ]}
              required
              {...form.getInputProps('schoolId')}
              value={form.values.schoolId ?? ''}
              onChange={(event) =>
                form.setFieldValue('schoolId', event.currentTarget.value || undefined)
              }
            />
          ) : null}
          <Button type="submit" loading={busy} fullWidth size="md">
            Log in
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
            <Text size="sm">
              New applicant?{' '}
              <Anchor component={Link} to="/register">
                Create an account
              </Anchor>
            </Text>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
