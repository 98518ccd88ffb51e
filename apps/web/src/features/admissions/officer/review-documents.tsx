import type { TAppDocument } from '@campusflow/contracts';
import { Anchor, Group, Image, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fileUrlQuery } from '@/lib/files-api.ts';
import { documentLabels } from '../admission-labels.ts';
import { Section } from './review-section.tsx';

/** One uploaded document: an image inline, a PDF in a frame, always a link to open it. */
function DocumentView(props: { doc: TAppDocument }) {
  const link = useQuery(fileUrlQuery(props.doc.fileId));
  const { doc } = props;
  const url = link.data?.url;
  const kind = documentLabels[doc.kind] ?? doc.kind;
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group justify="space-between" mb={6} wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate>
          {kind}
        </Text>
        {url ? (
          <Anchor size="xs" href={url} target="_blank" rel="noopener" style={{ flexShrink: 0 }}>
            Open
          </Anchor>
        ) : null}
      </Group>
      {link.isError ? (
        <Text size="xs" c="red">
          {link.error.message}
        </Text>
      ) : !url ? (
        <Skeleton height={240} />
      ) : doc.contentType.startsWith('image/') ? (
        <Image src={url} alt={`${kind}: ${doc.name}`} mah={420} fit="contain" />
      ) : (
        <iframe
          src={url}
          title={`${kind}: ${doc.name}`}
          style={{ width: '100%', height: 420, border: 0 }}
        />
      )}
      <Text size="xs" c="dimmed" truncate mt={4}>
        {doc.name}
      </Text>
    </Paper>
  );
}

/** The applicant's documents side by side (one above the other on a phone). */
export function ReviewDocuments(props: { documents: TAppDocument[] }) {
  return (
    <Section title="Documents" empty={props.documents.length === 0 && 'No documents uploaded.'}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {props.documents.map((doc) => (
          <DocumentView doc={doc} key={doc.fileId} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
