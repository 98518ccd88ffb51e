import type { TSchool } from '@campusflow/contracts';
import { ZCreateSchoolRequest } from '@campusflow/contracts/schools';
import {
  Alert,
  Avatar,
  Button,
  FileInput,
  Group,
  Modal,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';

import { useState } from 'react';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { schoolsAdminApi, useRefreshSchools } from './schools-admin-api.ts';

type Values = { code: string; name: string; address: string; email: string; phone: string };

const validate = zodValidator(ZCreateSchoolRequest);

function valuesOf(school: TSchool | null): Values {
  return {
    code: school?.code ?? '',
    name: school?.name ?? '',
    address: school?.address ?? '',
    email: school?.email ?? '',
    phone: school?.phone ?? '',
  };
}

/** Add a school (school = null) or edit one, with its logo. */
export function SchoolFormModal(props: {
  opened: boolean;
  school: TSchool | null;
  onClose: () => void;
}) {
  const { school } = props;
  const refresh = useRefreshSchools();
  const [logo, setLogo] = useState<File | null>(null);
  const form = useForm<Values>({ initialValues: valuesOf(school), validate });
  const save = useFormMutation(form, {
    mutationFn: async (values: Values) => {
      const saved = school
        ? await schoolsAdminApi.update(school.id, values)
        : await schoolsAdminApi.create(values);
      return logo ? schoolsAdminApi.uploadLogo(saved.id, logo) : saved;
    },
    onSuccess: (saved) => {
      notify.success(school ? `${saved.name} has been saved.` : `${saved.name} has been added.`);
      void refresh();
      props.onClose();
    },
  });
  const { error } = save;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={school ? `Edit ${school.name}` : 'Add a school'}
      size="lg"
    >
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red">{error}</Alert> : null}
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label="Code"
              description="Short and unique, e.g. UNILAG"
              maxLength={12}
              {...form.getInputProps('code')}
            />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
          </Group>
          <TextInput label="Name" {...form.getInputProps('name')} />
          <Textarea label="Address" autosize minRows={2} {...form.getInputProps('address')} />
          <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          <Group align="flex-end" gap="sm">
            {school?.logo ? <Avatar src={school.logo} alt="" size="lg" radius="sm" /> : null}
            <FileInput
              label="Logo"
              description="JPEG or PNG, up to 1 MB"
              placeholder={school?.logo ? 'Replace the logo' : 'Choose an image'}
              accept="image/jpeg,image/png"
              value={logo}
              onChange={setLogo}
              clearable
              style={{ flex: 1 }}
            />
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {school ? 'Save' : 'Add the school'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
