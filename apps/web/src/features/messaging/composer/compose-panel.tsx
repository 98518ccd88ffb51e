import { formatCount } from '@campusflow/contracts/format';
import type { TPlaceholder } from '@campusflow/contracts/messaging-placeholders';
import type { TMessageTemplate } from '@campusflow/contracts/messaging-templates';
import { Alert, Button, Grid, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { RestoredDraftNote } from '@/components/restored-draft-note.tsx';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormDraft } from '@/lib/use-form-draft.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { audienceCountQuery, messagingApi, useRefreshCampaigns } from '../messaging-api.ts';
import { messagingPaths } from '../messaging-paths.ts';
import { AudienceCount } from './audience-count.tsx';
import { AudienceFields } from './audience-fields.tsx';
import {
  audienceComplete,
  audienceOf,
  type ComposerValues,
  composerFrom,
  isComposerValues,
  messageOf,
  validateComposer,
} from './composer-values.ts';
import { MessagePreview } from './message-preview.tsx';
import { PlaceholderButtons } from './placeholder-buttons.tsx';

/**
 * The composer: audience, subject and text with placeholders, essential or not; the count and
 * a preview for any recipient beside it; sending asks first, then opens the delivery page.
 */
export function ComposePanel(props: { template?: TMessageTemplate }) {
  const [start] = useState(() => composerFrom(props.template));
  const form = useForm<ComposerValues>({ initialValues: start, validate: validateComposer });
  // A message being written survives a reload or a dropped connection, until it is sent.
  const draft = useFormDraft({
    form: 'composer',
    recordId: props.template?.key ?? 'new',
    version: 1,
    accept: isComposerValues,
    values: form.values,
    serverValues: start,
    restore: form.setValues,
  });
  const navigate = useNavigate();
  const refresh = useRefreshCampaigns();
  const body = useRef<HTMLTextAreaElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [values] = useDebouncedValue(form.values, 400);
  const audience = audienceOf(values);
  const complete = audienceComplete(values);
  const count = useQuery(audienceCountQuery(audience, complete)).data;
  const reach = count ? count.recipients - (values.essential ? 0 : count.optedOut) : null;

  const send = useFormMutation(form, {
    mutationFn: (v: ComposerValues) => messagingApi.send(messageOf(v)),
    onSuccess: async (campaign) => {
      draft.clear();
      setConfirming(false);
      const n = campaign.recipients - campaign.counts.opted_out;
      notify.success(
        `“${campaign.subject}” is on its way to ${formatCount(n)} ${n === 1 ? 'person' : 'people'}.`,
      );
      await refresh();
      await navigate(messagingPaths.campaign(campaign.id));
    },
    onError: () => setConfirming(false),
  });

  const insert = (p: TPlaceholder) => {
    const area = body.current;
    const text = form.values.body;
    const at = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? at;
    form.setFieldValue('body', `${text.slice(0, at)}{${p}}${text.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + p.length + 2, at + p.length + 2);
    });
  };

  return (
    <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <RestoredDraftNote draft={draft} />
            {send.error ? (
              <Alert color="red" role="alert">
                {send.error}
              </Alert>
            ) : null}
            <AudienceFields form={form} />
            <AudienceCount audience={audience} complete={complete} essential={values.essential} />
            <TextInput label="Subject" {...form.getInputProps('subject')} />
            <Textarea
              ref={body}
              label="Message"
              autosize
              minRows={8}
              maxRows={24}
              {...form.getInputProps('body')}
            />
            <PlaceholderButtons onInsert={insert} />
            <Switch
              label="Essential notice"
              description="A deadline or a result: it reaches everyone in the group, those who left non-essential mail included, and says why it cannot be left."
              checked={form.values.essential}
              onChange={(e) => form.setFieldValue('essential', e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={reach === 0}>
                Send message
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MessagePreview
            audience={audience}
            audienceComplete={complete}
            message={messageOf(values)}
            messageValid={Object.keys(validateComposer(values)).length === 0}
          />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={confirming}
        title="Send this message?"
        confirmLabel="Send now"
        busy={send.busy}
        onConfirm={() => send.mutation.mutate(form.values)}
        onClose={() => setConfirming(false)}
      >
        “{form.values.subject}” will go to{' '}
        {reach === null
          ? 'the group'
          : `${formatCount(reach)} ${reach === 1 ? 'person' : 'people'}`}
        {form.values.essential ? ' as an essential notice' : ''}. You can follow its delivery on the
        next page.
      </ConfirmDialog>
    </form>
  );
}
