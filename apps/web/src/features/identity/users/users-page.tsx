import type { TSessionUser, TUserSummary } from '@campusflow/contracts';
import { roleKeys, roleLabels } from '@campusflow/contracts/constants';
import { Badge, Button, Group, MultiSelect, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SuspendDialog } from '@/components/confirm-dialog.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedQueryTable } from '@/components/paged-query-table.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { SchoolPicker } from '@/components/school-picker.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { RoleBadges } from './role-badges.tsx';
import { CreateUserModal, EditRolesModal } from './user-form-modal.tsx';
import { PAGE_SIZE, useRefreshUsers, usersApi, usersQuery } from './users-api.ts';

const statusColour = {
  active: 'green',
  suspended: 'red',
  graduated: 'blue',
  withdrawn: 'gray',
} as const;

function StatusBadges({ user }: { user: TUserSummary }) {
  return (
    <Group gap={4}>
      <Badge color={statusColour[user.status]} variant="light" size="sm">
        {user.status}
      </Badge>
      {user.invitationPending ? (
        <Badge color="yellow" variant="light" size="sm">
          invited
        </Badge>
      ) : !user.authAccountCreated ? (
        <Badge color="gray" variant="light" size="sm">
          first sign-in pending
        </Badge>
      ) : null}
    </Group>
  );
}

function UserActions(props: {
  user: TUserSummary;
  onEditRoles: () => void;
  onToggleStatus: () => void;
  onResend: () => void;
}) {
  const { user } = props;
  return (
    <RowMenu
      label={user.name}
      actions={[
        { label: 'Change roles', onClick: props.onEditRoles },
        user.invitationPending && { label: 'Send the invitation again', onClick: props.onResend },
        {
          label: user.status === 'active' ? 'Suspend' : 'Reactivate',
          onClick: props.onToggleStatus,
          danger: user.status === 'active',
        },
      ]}
    />
  );
}

/** The users of the school (`admin/users`) or of the platform (`appadmin/users`). */
export function UsersPage({ platform, me }: { platform: boolean; me: TSessionUser }) {
  const { values, page, set } = useSearchState(['q', 'roles', 'status', 'schoolId'] as const);
  const users = useQuery(usersQuery({ ...values, page }));
  const refresh = useRefreshUsers();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TUserSummary | null>(null);
  const [toggling, setToggling] = useState<TUserSummary | null>(null);

  const toggle = useMutation({
    mutationFn: (user: TUserSummary) =>
      usersApi.setStatus(user.id, user.status === 'active' ? 'suspended' : 'active'),
    onSuccess: (user) => {
      notify.success(
        user.status === 'suspended'
          ? `${user.name} is suspended and signed out.`
          : `${user.name} can sign in again.`,
      );
      void refresh();
      setToggling(null);
    },
    onError: (e) => {
      notifyError(e);
      setToggling(null);
    },
  });
  const resend = useMutation({
    mutationFn: (user: TUserSummary) => usersApi.resendInvitation(user.id),
    onSuccess: (answer) => notify.success(answer.message),
    onError: (e) => notifyError(e),
  });

  return (
    <Stack gap={0}>
      <PageHeader
        title={platform ? 'Platform users' : 'Users'}
        description={
          platform
            ? 'Everyone with an account, in every school.'
            : `Everyone with an account at ${me.schoolName ?? 'your school'}.`
        }
        actions={
          <Group gap="xs">
            <ExportMenu onExport={(format) => usersApi.exportUsers(values, format)} />
            <Button onClick={() => setCreating(true)}>Add a user</Button>
          </Group>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <SearchField
          placeholder="Name, e-mail, matric or staff number, phone"
          value={values.q}
          onSearch={(q) => set({ q })}
          style={{ flex: '2 1 220px' }}
        />
        <MultiSelect
          label="Roles"
          placeholder="Any role"
          data={roleKeys
            .filter((r) => platform || r !== 'appadmin')
            .map((r) => ({ value: r, label: roleLabels[r] }))}
          value={values.roles ? values.roles.split(',') : []}
          onChange={(roles) => set({ roles: roles.join(',') })}
          clearable
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={[
            { value: 'active', label: 'Active' },
            { value: 'suspended', label: 'Suspended' },
            { value: 'graduated', label: 'Graduated' },
            { value: 'withdrawn', label: 'Withdrawn' },
          ]}
          value={values.status || null}
          onChange={(status) => set({ status })}
          clearable
          style={{ flex: '1 1 140px' }}
        />
        {platform ? (
          <SchoolPicker
            label="School"
            placeholder="Every school"
            value={values.schoolId || null}
            onChange={(schoolId) => set({ schoolId })}
            clearable
            style={{ flex: '1 1 200px' }}
          />
        ) : null}
      </Group>
      <PagedQueryTable
        query={users}
        empty={
          values.q || values.roles || values.status
            ? 'No user matches these filters.'
            : 'No users yet. Add the first with “Add a user”.'
        }
        page={page}
        limit={PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th visibleFrom="sm">Roles</Table.Th>
            {platform ? <Table.Th visibleFrom="sm">School</Table.Th> : null}
            <Table.Th visibleFrom="sm">Status</Table.Th>
          </>
        }
        row={(user) => (
          <>
            <Table.Td>
              <Text fw={500} size="sm">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                {[user.email, user.userOrgID, user.phone].filter(Boolean).join(' · ')}
              </Text>
              {/* On a phone the other columns fold in under the name. */}
              <Stack gap={4} mt={6} hiddenFrom="sm">
                <RoleBadges roles={user.mainRoles} />
                {platform ? <Text size="xs">{user.schoolName ?? 'Platform'}</Text> : null}
                <StatusBadges user={user} />
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <RoleBadges roles={user.mainRoles} />
            </Table.Td>
            {platform ? (
              <Table.Td visibleFrom="sm">{user.schoolName ?? 'Platform'}</Table.Td>
            ) : null}
            <Table.Td visibleFrom="sm">
              <StatusBadges user={user} />
            </Table.Td>
          </>
        )}
        actions={(user) =>
          user.id === me.uid ? null : (
            <UserActions
              user={user}
              onEditRoles={() => setEditing(user)}
              onToggleStatus={() => setToggling(user)}
              onResend={() => resend.mutate(user)}
            />
          )
        }
      />
      <CreateUserModal opened={creating} onClose={() => setCreating(false)} platform={platform} />
      <EditRolesModal user={editing} platform={platform} onClose={() => setEditing(null)} />
      <SuspendDialog
        target={toggling}
        busy={toggle.isPending}
        suspends="They will be signed out at once and cannot sign in until reactivated. Their records stay as they are."
        reactivates="They will be able to sign in again with their password."
        onConfirm={(target) => toggle.mutate(target)}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}
