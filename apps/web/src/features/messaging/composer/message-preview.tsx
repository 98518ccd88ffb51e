import type { TAudience, TCampaignFormInput } from '@campusflow/contracts/messaging';
import { Alert, Card, Divider, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { audienceMembersQuery, previewQuery } from '../messaging-api.ts';

/**
 * The message as one recipient will read it: the first of the group, or the one picked (a
 * search over the group by name, e-mail or matric number), placeholders filled by the server.
 */
export function MessagePreview(props: {
  audience: TAudience;
  audienceComplete: boolean;
  message: TCampaignFormInput;
  messageValid: boolean;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  // The pick belongs to the group it was made in: another group starts from its first person.
  const audienceKey = JSON.stringify(props.audience);
  const [picked, setPicked] = useState<{ audienceKey: string; id: string | null } | null>(null);
  const recipientId = picked?.audienceKey === audienceKey ? picked.id : null;
  const setRecipientId = (id: string | null) => setPicked({ audienceKey, id });
  const members = useQuery(audienceMembersQuery(props.audience, q, props.audienceComplete));
  const preview = useQuery(previewQuery(props.message, recipientId, props.messageValid));
  const items = members.data?.items ?? [];
  const shown = preview.data?.recipient;
  const data = items.map((m) => ({ value: m.id, label: `${m.name} · ${m.detail || m.email}` }));
  if (shown && !items.some((m) => m.id === shown.id)) {
    data.unshift({ value: shown.id, label: `${shown.name} · ${shown.detail || shown.email}` });
  }
  return (
    <Card withBorder padding="md" data-testid="message-preview">
      <Stack gap="sm">
        <Title order={4}>Preview</Title>
        <Select
          label="As received by"
          placeholder="Search the group by name, e-mail or matric number"
          searchable
          clearable
          nothingFoundMessage={
            props.audienceComplete ? 'Nobody of the group matches' : 'Choose the group first'
          }
          data={data}
          value={recipientId ?? shown?.id ?? null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={setRecipientId}
          filter={({ options }) => options}
        />
        {!props.messageValid ? (
          <Text size="sm" c="dimmed">
            Write the subject and the message to see them as a recipient will.
          </Text>
        ) : preview.isError ? (
          <Alert color="red" variant="light">
            {preview.error.message}
          </Alert>
        ) : preview.data ? (
          <>
            {preview.data.recipient ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                To {preview.data.recipient.name} &lt;{preview.data.recipient.email}&gt;
              </Text>
            ) : (
              <Text size="xs" c="orange">
                Nobody in this group yet: the placeholders are left empty.
              </Text>
            )}
            <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="preview-subject">
              {preview.data.subject}
            </Text>
            <Divider />
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="preview-text"
            >
              {preview.data.text}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Loading the preview…
          </Text>
        )}
      </Stack>
    </Card>
  );
}
