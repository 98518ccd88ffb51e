import { formatCount, formatDateTime } from '@campusflow/contracts/format';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { campaignQuery, messagingApi, useRefreshCampaigns } from '../messaging-api.ts';
import { messagingPaths } from '../messaging-paths.ts';
import { DeliveryProgress } from './delivery-progress.tsx';
import { RecipientsTable } from './recipients-table.tsx';

/**
 * A sent message: its text, the delivery as it goes (the page asks again every two seconds
 * while copies are left), each recipient's status, and a resend to the failed ones.
 */
export function EmailCampaignPage() {
  const id = useParams().id ?? '';
  const query = useQuery(campaignQuery(id));
  const refresh = useRefreshCampaigns();
  const [confirming, setConfirming] = useState(false);
  const resend = useMutation({
    mutationFn: () => messagingApi.resendFailed(id),
    onSuccess: async (result) => {
      setConfirming(false);
      notify.success(`Sending again to ${formatCount(result.requeued)}.`);
      await refresh();
    },
    onError: (error) => {
      setConfirming(false);
      notifyError(error);
    },
  });
  const back = (
    <Anchor component={Link} to={messagingPaths.history} size="sm">
      ← Sent messages
    </Anchor>
  );
  if (query.isError) {
    return (
      <Stack>
        {back}
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  const campaign = query.data;
  if (!campaign) return <Text c="dimmed">Loading…</Text>;
  const failed = campaign.counts.failed;
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={campaign.subject}
        description={`${campaign.audienceLabel} · sent by ${campaign.sentBy} on ${formatDateTime(campaign.createdAt)}`}
        actions={
          failed > 0 ? (
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              Resend to the failed ({formatCount(failed)})
            </Button>
          ) : null
        }
      />
      {campaign.essential ? (
        <Alert color="blue" variant="light" title="Essential notice">
          Sent to everyone in the group, those who left non-essential mail included.
        </Alert>
      ) : null}
      <DeliveryProgress campaign={campaign} />
      <Card withBorder padding="md">
        <Group gap="xs" mb="xs">
          <Text fw={600}>The message</Text>
          <Badge variant="default">placeholders filled per recipient</Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {campaign.body}
        </Text>
      </Card>
      <RecipientsTable campaignId={id} live={campaign.finishedAt === null} />
      <ConfirmDialog
        opened={confirming}
        title="Resend to the failed recipients?"
        confirmLabel="Resend"
        busy={resend.isPending}
        onConfirm={() => resend.mutate()}
        onClose={() => setConfirming(false)}
      >
        The message goes again to the {formatCount(failed)}{' '}
        {failed === 1 ? 'recipient' : 'recipients'} it could not reach, each with fresh attempts.
      </ConfirmDialog>
    </Stack>
  );
}
