import type { TVehicle, TVehicleDocument, TVehicleDocumentKind } from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { vehicleDocumentKinds } from '@campusflow/contracts/transport';
import {
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { serverFieldErrors } from '@/lib/use-form.ts';
import { useRefusedErrors } from '@/lib/use-refused-errors.ts';
import { documentKindLabels, expiryColors, expiryLabels } from './vehicle-labels.ts';
import {
  openDocumentFile,
  useDeleteVehicleDocument,
  usePutVehicleDocument,
  useVehicleDocuments,
} from './vehicles-api.ts';

const ACCEPT = 'application/pdf,image/jpeg,image/png';
const MAX_MB = 5;

/** One kind of paper: what is filed, and a form to file it or replace it. */
function DocumentCard(props: {
  vehicleId: string;
  kind: TVehicleDocumentKind;
  document: TVehicleDocument | undefined;
  onRemove: (kind: TVehicleDocumentKind) => void;
}) {
  const { document, kind } = props;
  const [editing, setEditing] = useState(!document);
  const [expiresOn, setExpiresOn] = useState(document?.expiresOn ?? '');
  const [reference, setReference] = useState(document?.reference ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useRefusedErrors();
  const put = usePutVehicleDocument(props.vehicleId);

  const save = () => {
    const found: Record<string, string> = {};
    if (!expiresOn) found.expiresOn = 'Enter the expiry date.';
    if (!file) found.file = 'Choose the scanned document (PDF, JPEG or PNG).';
    else if (file.size > MAX_MB * 1024 * 1024) found.file = `The file is larger than ${MAX_MB} MB.`;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    put.mutate(
      { kind, expiresOn, reference, file },
      {
        onSuccess: () => {
          setEditing(false);
          setFile(null);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          setErrors(Object.keys(fields).length > 0 ? fields : { file: error.message });
        },
      },
    );
  };

  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm">
          {documentKindLabels[kind]}
        </Text>
        {document ? (
          <Badge color={expiryColors[document.state]} variant="light">
            {expiryLabels[document.state]}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            not filed
          </Badge>
        )}
      </Group>
      {document ? (
        <Stack gap={2} mt={4}>
          <Text size="sm">Expires {formatDate(document.expiresOn)}</Text>
          <Text size="xs" c="dimmed">
            Reference: {document.reference ?? '—'}
          </Text>
          {document.fileId ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => document.fileId && openDocumentFile(document.fileId)}
            >
              Open {document.fileName ?? 'the file'}
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
      {editing ? (
        <Stack gap="xs" mt="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Expires on"
              type="date"
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.currentTarget.value)}
              error={errors.expiresOn}
            />
            <TextInput
              label="Reference"
              placeholder="Policy or certificate number"
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
              error={errors.reference}
            />
          </SimpleGrid>
          <FileInput
            label="Scanned document"
            description={`PDF, JPEG or PNG, up to ${MAX_MB} MB`}
            placeholder="Choose a file"
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            error={errors.file}
            clearable
          />
          <Group justify="flex-end" gap="xs">
            {document ? (
              <Button variant="default" size="xs" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
            <Button size="xs" onClick={save} loading={put.isPending}>
              {document ? 'Replace' : 'Upload'}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs" mt="sm">
          <Button variant="light" size="xs" onClick={() => setEditing(true)}>
            Replace
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => props.onRemove(kind)}>
            Remove
          </Button>
        </Group>
      )}
    </Card>
  );
}

/** A vehicle's insurance, roadworthiness and other papers: file, replace, open or remove. */
export function VehicleDocumentsDialog(props: { vehicle: TVehicle; onClose: () => void }) {
  const { vehicle } = props;
  const documents = useVehicleDocuments(vehicle.id);
  const [removing, setRemoving] = useState<TVehicleDocumentKind | null>(null);
  const remove = useDeleteVehicleDocument(vehicle.id, () => setRemoving(null));
  return (
    <Modal opened onClose={props.onClose} title={`Documents of ${vehicle.plateNumber}`} size="lg">
      <QueryState query={documents} isEmpty={() => false} empty={null}>
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              One current document of each kind. Replacing one files the new scan and its expiry;
              the expiry alert is sent again before the new date.
            </Text>
            {vehicleDocumentKinds.map((kind) => {
              const document = data.items.find((d) => d.kind === kind);
              return (
                <DocumentCard
                  key={`${kind}-${document?.updatedAt ?? 'none'}`}
                  vehicleId={vehicle.id}
                  kind={kind}
                  document={document}
                  onRemove={setRemoving}
                />
              );
            })}
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        opened={!!removing}
        title={`Remove the ${removing ? documentKindLabels[removing].toLowerCase() : ''} document?`}
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        The document and its scanned file are deleted. This cannot be undone.
      </ConfirmDialog>
    </Modal>
  );
}
