import { type TRegisterRequest, ZRegisterRequest } from '@campusflow/contracts/identity';
import { Alert, Anchor, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SchoolPicker } from '@/components/school-picker.tsx';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { identityApi, linkedSchoolQuery, rememberSignIn } from '../identity-api.ts';
import { NewPasswordFields } from '../new-password-fields.tsx';
import { AuthCard } from './auth-card.tsx';

type Values = Omit<TRegisterRequest, 'gender' | 'schoolId'> & {
  schoolId: string;
  gender: string;
  confirm: string;
};

const validateSchema = zodValidator(ZRegisterRequest);

export function RegisterPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const genderId = useId();
  // The school chosen on /apply comes with the link (`?school=CODE`) and is chosen here too.
  const linked = useQuery(linkedSchoolQuery(params.get('school'))).data ?? null;
  const form = useForm<Values>({
    initialValues: {
      schoolId: '',
      name: '',
      email: '',
      phone: '',
      gender: '',
      password: '',
      confirm: '',
    },
    validate: (values) => ({
      ...validateSchema(values),
      ...(values.confirm !== values.password ? { confirm: 'The passwords do not match.' } : {}),
    }),
  });

  // Chosen once when the lookup answers, unless the applicant chose first; they may still
  // choose another school.
  const { setFieldValue } = form;
  const chosenSchool = form.values.schoolId;
  const preselected = useRef(false);
  useEffect(() => {
    if (!linked || preselected.current) return;
    preselected.current = true;
    if (chosenSchool === '') setFieldValue('schoolId', linked.id);
  }, [linked, chosenSchool, setFieldValue]);

  const { submit, busy, error } = useFormMutation(form, {
    mutationFn: async ({ confirm: _confirm, ...values }: Values) => {
      const result = await identityApi.register(values as TRegisterRequest);
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
      title="Create an account"
      subtitle="Register as an applicant. You will then fill in your application, pay the form fee and submit."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <SchoolPicker
            label="School"
            placeholder="Search by name or code"
            known={linked}
            {...form.getInputProps('schoolId')}
          />
          <TextInput label="Full name" autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="E-mail address"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            {...form.getInputProps('phone')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${genderId}-label`}>
              Gender
            </Text>
            {/* Not a Mantine input: its label and error are tied to it by hand. */}
            <SegmentedControl
              data={[
                { value: 'female', label: 'Female' },
                { value: 'male', label: 'Male' },
              ]}
              aria-labelledby={`${genderId}-label`}
              aria-describedby={form.errors.gender ? `${genderId}-error` : undefined}
              {...form.getInputProps('gender')}
            />
            {form.errors.gender ? (
              <Text size="xs" c="red" id={`${genderId}-error`}>
                {form.errors.gender}
              </Text>
            ) : null}
          </Stack>
          <NewPasswordFields
            label="Password"
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
          />
          <Button type="submit" loading={busy} size="md">
            Create my account
          </Button>
          <Text size="sm">
            Already registered?{' '}
            <Anchor component={Link} to="/login">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
