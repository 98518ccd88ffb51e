import type { TCreateUserRequest, TRoleKey } from '@campusflow/contracts';
import { roleLabels, schoolRoleKeys } from '@campusflow/contracts/constants';
import { ZCreateUserRequest } from '@campusflow/contracts/users';
import { Alert, Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SchoolPicker } from '@/components/school-picker.tsx';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { useRefreshUsers, usersApi } from './users-api.ts';

type Values = {
  name: string;
  email: string;
  phone: string;
  userOrgID: string;
  roles: string[];
  schoolId: string;
};

const validate = zodValidator(ZCreateUserRequest);

/** Roles the person filling the form may give: app admins any, school admins the school's. */
export function grantableRoles(platform: boolean): TRoleKey[] {
  return platform ? ['appadmin', ...schoolRoleKeys] : [...schoolRoleKeys];
}

export function CreateUserModal(props: {
  opened: boolean;
  onClose: () => void;
  platform: boolean;
}) {
  const refresh = useRefreshUsers();
  const form = useForm<Values>({
    initialValues: { name: '', email: '', phone: '', userOrgID: '', roles: [], schoolId: '' },
    validate: (values) => validate(toRequest(values)),
  });
  const create = useFormMutation(form, {
    mutationFn: (values: Values) => usersApi.create(toRequest(values)),
    onSuccess: (user) => {
      notify.success(`${user.name} has been added and invited by e-mail.`);
      void refresh();
      form.reset();
      props.onClose();
    },
  });
  const { error } = create;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Add a user" size="lg">
      <form onSubmit={create.submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label="Full name" {...form.getInputProps('name')} />
          <TextInput
            label="E-mail address"
            type="email"
            description="The invitation goes here."
            {...form.getInputProps('email')}
          />
          <Group grow gap="sm" align="flex-start">
            <TextInput label="Phone (optional)" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="Staff number (optional)" {...form.getInputProps('userOrgID')} />
          </Group>
          <MultiSelect
            label="Roles"
            data={grantableRoles(props.platform).map((r) => ({ value: r, label: roleLabels[r] }))}
            searchable
            {...form.getInputProps('roles')}
          />
          {props.platform ? (
            <SchoolPicker
              label="School"
              description="Leave empty only for another platform administrator."
              clearable
              {...form.getInputProps('schoolId')}
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.busy}>
              Add and invite
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function toRequest(values: Values): TCreateUserRequest {
  return {
    name: values.name,
    email: values.email,
    roles: values.roles as TRoleKey[],
    ...(values.phone ? { phone: values.phone } : {}),
    ...(values.userOrgID ? { userOrgID: values.userOrgID } : {}),
    ...(values.schoolId ? { schoolId: values.schoolId } : {}),
  };
}

export function EditRolesModal(props: {
  user: { id: string; name: string; mainRoles: TRoleKey[] } | null;
  platform: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshUsers();
  const [roles, setRoles] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (props.user && openedFor !== props.user.id) {
    setOpenedFor(props.user.id);
    setRoles(props.user.mainRoles);
    setError(null);
  }
  const save = useMutation({
    mutationFn: () => usersApi.setRoles(props.user?.id ?? '', roles as TRoleKey[]),
    onSuccess: (user) => {
      notify.success(`The roles of ${user.name} have been changed.`);
      void refresh();
      setOpenedFor(null);
      props.onClose();
    },
    onError: (e) => setError(e.message),
  });
  return (
    <Modal
      opened={!!props.user}
      onClose={props.onClose}
      title={`Roles of ${props.user?.name ?? ''}`}
    >
      <Stack gap="sm">
        {error ? <Alert color="red">{error}</Alert> : null}
        <MultiSelect
          label="Roles"
          data={grantableRoles(props.platform).map((r) => ({ value: r, label: roleLabels[r] }))}
          value={roles}
          onChange={setRoles}
          searchable
          error={roles.length === 0 ? 'Give the user at least one role.' : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={roles.length === 0}
          >
            Save roles
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
