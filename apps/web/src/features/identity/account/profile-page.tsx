import { roleLabels } from '@campusflow/contracts/constants';
import { ZChangePasswordRequest } from '@campusflow/contracts/identity';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { useMe } from '@/lib/use-me.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { identityApi } from '../identity-api.ts';
import { NewPasswordFields } from '../new-password-fields.tsx';

function Field(props: {
  label: string;
  value: string | null | undefined;
  extra?: React.ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Group gap={6}>
        <Text style={{ wordBreak: 'break-word' }}>{props.value || '—'}</Text>
        {props.extra}
      </Group>
    </div>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string; confirm: string };
const validatePassword = zodValidator(ZChangePasswordRequest);

function ChangePassword() {
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: (v) => ({
      ...validatePassword(v),
      ...(v.confirm !== v.newPassword ? { confirm: 'The passwords do not match.' } : {}),
    }),
  });
  const { submit, busy, error } = useFormMutation(form, {
    mutationFn: ({ currentPassword, newPassword }: PasswordValues) =>
      identityApi.changePassword({ currentPassword, newPassword }),
    onSuccess: (result) => {
      notify.success(result.message);
      form.reset();
    },
  });
  return (
    <Card withBorder padding="lg">
      <Title order={3} fz="lg" mb="sm">
        Change your password
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          {error ? <Alert color="red">{error}</Alert> : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <NewPasswordFields
            confirmLabel="Repeat the new password"
            password={form.getInputProps('newPassword')}
            confirm={form.getInputProps('confirm')}
          />
          <Group>
            <Button type="submit" loading={busy}>
              Change password
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            Your other sessions (other phones and computers) are signed out when the password
            changes.
          </Text>
        </Stack>
      </form>
    </Card>
  );
}

export function UserProfilePage() {
  const { user } = useMe();
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader title="My profile" />
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label="Name" value={user.name} />
          <Field
            label="E-mail"
            value={user.email}
            extra={
              user.email ? (
                <Badge size="sm" variant="light" color={user.emailVerified ? 'green' : 'yellow'}>
                  {user.emailVerified ? 'verified' : 'not verified'}
                </Badge>
              ) : null
            }
          />
          <Field label="Phone" value={user.phone} />
          <Field label="Gender" value={user.gender} />
          <Field label="Matric or staff number" value={user.userOrgID} />
          <Field label="JAMB number" value={user.jambNo} />
          <Field label="School" value={user.schoolName ?? 'Platform'} />
          <Field label="Roles" value={user.roles.mainRoles.map((r) => roleLabels[r]).join(', ')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="md">
          To correct your name, number or e-mail, ask your school’s administrator. Your{' '}
          <Link to="/dashboard/general/passport">passport photograph</Link> you can change yourself.
        </Text>
      </Card>
      <ChangePassword />
    </Stack>
  );
}
