import type { TApplication } from '@campusflow/contracts';
import { Avatar, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fileUrlQuery } from '@/lib/files-api.ts';
import { StageBadge } from './decision-badges.tsx';

function Passport(props: { fileId: string | null; name: string }) {
  const link = useQuery({ ...fileUrlQuery(props.fileId ?? ''), enabled: !!props.fileId });
  return <Avatar src={link.data?.url ?? null} alt={props.name} size={64} radius="sm" />;
}

/** Who applied: passport photograph, name, stage and how to reach them. */
export function ReviewHeader(props: { app: TApplication }) {
  const { applicant, stage } = props.app;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Passport fileId={applicant.passportFileId} name={applicant.name} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Title order={3}>{applicant.name}</Title>
          <StageBadge stage={stage} />
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[applicant.email, applicant.phone, applicant.gender].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}
