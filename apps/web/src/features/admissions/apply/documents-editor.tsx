import type { TApplication, TDocumentKind } from '@campusflow/contracts';
import { Anchor, Badge, Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { openFile, uploadFile } from '@/lib/files-api.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { documentLabels } from '../admission-labels.ts';
import { useApplicationChange } from './application-api.ts';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'application/pdf,image/jpeg,image/png';
const kinds = [
  { kind: 'olevel_result', required: true },
  { kind: 'jamb_result', required: true },
  { kind: 'birth_certificate', required: false },
  { kind: 'other', required: false },
] as const;

const openDocument = (fileId: string) => openFile(fileId).catch(notifyError);

/** The application's documents by kind: upload (PDF, JPEG or PNG up to 5 MB), view, remove. */
export function DocumentsEditor(props: { application: TApplication }) {
  const { application } = props;
  const change = useApplicationChange();
  const [uploading, setUploading] = useState<string | null>(null);
  // A kind that takes one document loses its Upload button, the one pressed, once it has it:
  // its card takes the focus instead of the page body (issue 20).
  const cards = useRef<Partial<Record<TDocumentKind, HTMLDivElement | null>>>({});
  const locked = application.stage !== 'draft';

  const upload = async (kind: TDocumentKind, file: File | null) => {
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) {
      notify.error('Choose a PDF, JPEG or PNG file.');
      return;
    }
    if (file.size > MAX_BYTES) {
      notify.error('The file is larger than 5 MB. Scan it at a lower resolution.');
      return;
    }
    setUploading(kind);
    try {
      const stored = await uploadFile(file);
      await change.mutateAsync({ kind: 'attach', documentKind: kind, fileId: stored.id });
      notify.success(`${documentLabels[kind]} uploaded.`);
      cards.current[kind]?.focus();
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(null);
    }
  };

  return (
    <Stack gap="sm">
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>Passport photograph</Text>
            <Text size="xs" c="dimmed">
              Shown on your exam slip and admission letter.
            </Text>
          </div>
          {application.applicant.passportFileId ? (
            <Badge color="green" variant="light">
              Uploaded
            </Badge>
          ) : (
            <Anchor component={Link} to="/dashboard/general/passport" size="sm">
              Upload photo
            </Anchor>
          )}
        </Group>
      </Card>
      {kinds.map(({ kind, required }) => {
        const mine = application.documents.filter((d) => d.kind === kind);
        return (
          <Card
            key={kind}
            ref={(card) => {
              cards.current[kind] = card;
            }}
            tabIndex={-1}
            withBorder
            padding="sm"
            data-testid={`document-${kind}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{documentLabels[kind]}</Text>
                  <Text size="xs" c="dimmed">
                    {required ? 'Required' : 'Optional'} · PDF, JPEG or PNG, up to 5 MB
                  </Text>
                </div>
                {!locked && (kind === 'other' || mine.length === 0) ? (
                  <FileButton accept={ACCEPT} onChange={(file) => void upload(kind, file)}>
                    {(buttonProps) => (
                      <Button
                        {...buttonProps}
                        size="xs"
                        variant={mine.length ? 'default' : 'filled'}
                        loading={uploading === kind}
                      >
                        Upload
                      </Button>
                    )}
                  </FileButton>
                ) : null}
              </Group>
              {mine.map((doc) => (
                <Group key={doc.fileId} justify="space-between" gap="xs" wrap="nowrap">
                  <Anchor
                    size="sm"
                    component="button"
                    type="button"
                    style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    onClick={() => void openDocument(doc.fileId)}
                  >
                    {doc.name}
                  </Anchor>
                  {!locked ? (
                    <Group gap={4} wrap="nowrap">
                      {kind !== 'other' ? (
                        <FileButton accept={ACCEPT} onChange={(file) => void upload(kind, file)}>
                          {(buttonProps) => (
                            <Button {...buttonProps} size="compact-xs" variant="subtle">
                              Replace
                            </Button>
                          )}
                        </FileButton>
                      ) : null}
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => change.mutate({ kind: 'detach', fileId: doc.fileId })}
                      >
                        Remove
                      </Button>
                    </Group>
                  ) : null}
                </Group>
              ))}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
