import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Identified } from '@/lib/resource-api.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { addNounLabel, type FormProps, type ResourceForm } from './resource-types.ts';

/** Adds a record (item = null) or changes one, through the resource's form. */
export function ResourceEditModal<T extends Identified, V extends Record<string, unknown>>(props: {
  noun: string;
  item: T | null;
  form: ResourceForm<T, V>;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
}) {
  const { item, form: spec } = props;
  const form = useForm<V>({
    initialValues: item ? spec.fromItem(item) : spec.blank,
    validate: spec.validate,
  });
  const save = useFormMutation(form, {
    mutationFn: props.save,
    onSuccess: () => props.onClose(),
    ...(spec.fieldNames ? { fieldNames: spec.fieldNames } : {}),
  });
  const title = item ? (spec.editTitle?.(item) ?? `Edit ${props.noun}`) : addNounLabel(props.noun);
  return (
    <Modal opened onClose={props.onClose} title={title} size="lg">
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {save.error ? (
            <Text c="red" size="sm" role="alert">
              {save.error}
            </Text>
          ) : null}
          {spec.form({
            values: form.values,
            errors: form.errors,
            field: form.getInputProps as FormProps<V>['field'],
            setFieldValue: form.setFieldValue,
          })}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {item ? 'Save' : `Add the ${props.noun}`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
