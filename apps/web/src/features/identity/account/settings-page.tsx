import type { TSessionUser } from '@campusflow/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  type MantineColorScheme,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useMe } from '@/lib/use-me.ts';
import { useResendVerification } from '../identity-api.ts';
import { RoleBadges } from '../users/role-badges.tsx';

function Field(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      {props.children}
    </div>
  );
}

function Section(props: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={props.title}>
      <Title order={3} fz="lg">
        {props.title}
      </Title>
      {props.description ? (
        <Text size="sm" c="dimmed" mb="md">
          {props.description}
        </Text>
      ) : null}
      <Stack gap="md" mt={props.description ? 0 : 'md'}>
        {props.children}
      </Stack>
    </Card>
  );
}

function EmailStatus({ user }: { user: TSessionUser }) {
  const { busy, resend } = useResendVerification();
  if (!user.email) {
    return (
      <Text c="dimmed" size="sm">
        No e-mail address yet. You sign in with your unique ID.
      </Text>
    );
  }
  return (
    <Stack gap={6} align="flex-start">
      <Group gap={6}>
        <Text style={{ wordBreak: 'break-word' }}>{user.email}</Text>
        <Badge size="sm" variant="light" color={user.emailVerified ? 'green' : 'yellow'}>
          {user.emailVerified ? 'verified' : 'not verified'}
        </Badge>
      </Group>
      {user.emailVerified ? null : (
        <Button size="compact-sm" variant="light" loading={busy} onClick={resend}>
          Send a new verification link
        </Button>
      )}
    </Stack>
  );
}

function Account({ user }: { user: TSessionUser }) {
  const roles = user.roles.mainRoles;
  return (
    <Section title="Account">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Name">
          <Text style={{ wordBreak: 'break-word' }}>{user.name}</Text>
        </Field>
        <Field label="E-mail">
          <EmailStatus user={user} />
        </Field>
        <Field label="School">
          <Text>{user.schoolName ?? 'Campusflow platform'}</Text>
        </Field>
        <Field label={roles.length === 1 ? 'Role' : 'Roles'}>
          {roles.length === 0 ? (
            <Text c="dimmed" size="sm">
              No role yet. Ask your school’s administrator.
            </Text>
          ) : (
            <Stack gap={6} align="flex-start">
              <RoleBadges roles={roles} />
              {roles.length > 1 ? (
                <Anchor component={Link} to="/select-dashboard" size="sm">
                  Switch role
                </Anchor>
              ) : null}
            </Stack>
          )}
        </Field>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        To correct your name, school or e-mail address, ask your school’s administrator.
      </Text>
    </Section>
  );
}

function Security() {
  return (
    <Section title="Security">
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={500}>Password</Text>
          <Text size="sm" c="dimmed">
            Changing it signs out your other phones and computers.
          </Text>
        </div>
        <Button component={Link} to="/dashboard/general/user-profile" variant="default">
          Change password
        </Button>
      </Group>
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={500}>Passport photograph</Text>
          <Text size="sm" c="dimmed">
            Shown on your exam slip, course form and ID documents.
          </Text>
        </div>
        <Button component={Link} to="/dashboard/general/passport" variant="default">
          Passport photograph
        </Button>
      </Group>
    </Section>
  );
}

const SCHEMES: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Follow the system' },
];

function isScheme(value: string): value is MantineColorScheme {
  return SCHEMES.some((scheme) => scheme.value === value);
}

function Appearance() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Section
      title="Appearance"
      description="Kept on this device: another phone or computer keeps its own choice."
    >
      <SegmentedControl
        aria-label="Colour scheme"
        value={colorScheme}
        onChange={(value) => {
          if (isScheme(value)) setColorScheme(value);
        }}
        data={SCHEMES}
        fullWidth
        maw={460}
      />
    </Section>
  );
}

/** /dashboard/settings: the signed-in user's own settings. */
export function SettingsPage() {
  const { user } = useMe();
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader title="Settings" description="Your account, its security and how it looks." />
      <Account user={user} />
      <Security />
      <Appearance />
    </Stack>
  );
}
