import type { TAppDocument, TApplication, TDecisionInput } from '@campusflow/contracts';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Drawer,
  Group,
  Image,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import {
  decisionLabels,
  OlevelBadge,
  StageBadge,
  scoreText,
  stageLabels,
} from './decision-badges.tsx';
import {
  applicationQuery,
  fileUrlQuery,
  officerApi,
  quotasQuery,
  useRefreshOfficerData,
} from './officer-api.ts';

type Mode = 'screening' | 'admission';
/** Stages past every officer decision (the applicant accepted, enrolled or withdrew). */
const closed: TApplication['stage'][] = ['accepted', 'enrolled', 'withdrawn'];
const CREDITS = new Set(['A1', 'B2', 'B3', 'C4', 'C5', 'C6']);
const documentNames: Record<TAppDocument['kind'], string> = {
  olevel_result: 'O’level result',
  birth_certificate: 'Birth certificate',
  jamb_result: 'JAMB result slip',
  other: 'Other document',
};

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{props.title}</Title>
      {props.children}
    </Stack>
  );
}

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm">{props.children || '—'}</Text>
    </div>
  );
}

/** One uploaded document: an image inline, a PDF in a frame, always a link to open it. */
function DocumentView(props: { doc: TAppDocument }) {
  const link = useQuery(fileUrlQuery(props.doc.fileId));
  const { doc } = props;
  const url = link.data?.url;
  return (
    <Paper withBorder p="xs" radius="sm">
      <Group justify="space-between" mb={6} wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate>
          {documentNames[doc.kind]}
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
        <Image src={url} alt={`${documentNames[doc.kind]}: ${doc.name}`} mah={420} fit="contain" />
      ) : (
        <iframe
          src={url}
          title={`${documentNames[doc.kind]}: ${doc.name}`}
          style={{ width: '100%', height: 420, border: 0 }}
        />
      )}
      <Text size="xs" c="dimmed" truncate mt={4}>
        {doc.name}
      </Text>
    </Paper>
  );
}

function Passport(props: { fileId: string | null; name: string }) {
  const link = useQuery({ ...fileUrlQuery(props.fileId ?? ''), enabled: !!props.fileId });
  return <Avatar src={link.data?.url ?? null} alt={props.name} size={64} radius="sm" />;
}

function OlevelSection(props: { app: TApplication }) {
  const { olevelCheck: check, olevelSittings } = props.app;
  return (
    <Section title="O’level results">
      <Alert color={check.meets ? 'green' : 'orange'} variant="light" p="xs">
        <Group gap="xs">
          <OlevelBadge meets={check.meets} />
          <Text size="sm">
            {check.credits} credits of {check.minCredits} needed · {check.sittings} sitting
            {check.sittings === 1 ? '' : 's'} of at most {check.maxSittings}
          </Text>
        </Group>
        {check.missingSubjects.length > 0 ? (
          <Text size="sm" mt={4}>
            No credit in: {check.missingSubjects.join(', ')}
          </Text>
        ) : null}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {olevelSittings.map((s) => (
          <Paper withBorder p="xs" radius="sm" key={`${s.examBody}-${s.examNumber}`}>
            <Text size="sm" fw={500}>
              {s.examBody} {s.year} · {s.examNumber}
            </Text>
            <Table verticalSpacing={2} fz="sm">
              <Table.Tbody>
                {s.subjects.map((row) => (
                  <Table.Tr key={row.subject}>
                    <Table.Td>{row.subject}</Table.Td>
                    <Table.Td ta="right" c={CREDITS.has(row.grade) ? undefined : 'red'}>
                      {row.grade}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

/**
 * Asks for the reason of a decision (required for a failure or a rejection) and, for an
 * offer, may name the programme. Used for one application and for a selection.
 */
export function DecisionDialog(props: {
  action: TDecisionInput['action'] | null;
  count?: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const { action } = props;
  const needsReason = action === 'reject' || action === 'screening_fail';
  const words = {
    screening_pass: ['Pass screening', 'Remarks (optional)'],
    screening_fail: ['Fail screening', 'Remarks'],
    offer: ['Offer admission', 'Note (optional)'],
    reject: ['Reject', 'Reason'],
  } as const;
  const [title, label] = action ? words[action] : ['', ''];
  const many = props.count && props.count > 1 ? ` ${props.count} applications` : '';
  return (
    <Modal opened={action !== null} onClose={props.onClose} title={`${title}${many}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          The applicant{many ? 's are' : ' is'} e-mailed, and the decision is recorded in the
          history; a later decision can reverse it.
        </Text>
        <Textarea
          label={label}
          required={needsReason}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button
            color={needsReason ? 'red' : 'green'}
            loading={props.busy}
            disabled={needsReason && !reason.trim()}
            onClick={() => props.onConfirm(reason.trim())}
          >
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DecisionPanel(props: { app: TApplication; mode: Mode }) {
  const { app, mode } = props;
  const refresh = useRefreshOfficerData();
  const quotas = useQuery({ ...quotasQuery(), enabled: mode === 'admission' });
  const [score, setScore] = useState<number | string>(app.screening.score ?? '');
  const [programmeId, setProgrammeId] = useState<string | null>(
    app.offeredProgramme?.id ?? app.firstChoice.id,
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: TDecisionInput['action']) => {
    setBusy(true);
    setReasonError(null);
    try {
      const body: TDecisionInput = { action, ...(reason.trim() ? { reason: reason.trim() } : {}) };
      if (action.startsWith('screening') && typeof score === 'number') body.score = score;
      if (action === 'offer' && programmeId) body.programmeId = programmeId;
      await officerApi.decide(app.id, body);
      notify.success(`${app.applicant.name}: ${decisionLabels[kindOf(action)]?.toLowerCase()}.`);
      setReason('');
      await refresh();
    } catch (error) {
      const field = error instanceof ApiError ? error.fieldErrors[0] : undefined;
      if (field?.field === 'body.reason') setReasonError(field.message);
      else notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  const programmes = (quotas.data?.items ?? []).map((q) => ({
    value: q.programmeId,
    label: q.programmeName,
  }));
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-light)">
      <Stack gap="xs">
        <Title order={4}>Decision</Title>
        {mode === 'screening' ? (
          <NumberInput
            label="Screening score"
            description="Out of 100; optional. It counts in the aggregate."
            min={0}
            max={100}
            decimalScale={2}
            value={score}
            onChange={setScore}
            maw={320}
          />
        ) : (
          <Select
            label="Programme to offer"
            data={
              programmes.length
                ? programmes
                : [{ value: app.firstChoice.id, label: app.firstChoice.name }]
            }
            value={programmeId}
            onChange={setProgrammeId}
            allowDeselect={false}
          />
        )}
        <Textarea
          label={
            mode === 'screening' ? 'Remarks (required to fail)' : 'Reason (required to reject)'
          }
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={reasonError}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group gap="xs">
          {mode === 'screening' ? (
            <>
              <Button color="green" loading={busy} onClick={() => void run('screening_pass')}>
                Pass screening
              </Button>
              <Button
                color="red"
                variant="light"
                loading={busy}
                onClick={() => void run('screening_fail')}
              >
                Fail screening
              </Button>
            </>
          ) : (
            <>
              <Button color="green" loading={busy} onClick={() => void run('offer')}>
                Offer admission
              </Button>
              <Button color="red" variant="light" loading={busy} onClick={() => void run('reject')}>
                Reject
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

const kindOf = (action: TDecisionInput['action']) =>
  ({
    screening_pass: 'screening_passed',
    screening_fail: 'screening_failed',
    offer: 'offered',
    reject: 'rejected',
  })[action];

/** The officer's view of one application: who, results, documents, history and the decision. */
export function ApplicationReview(props: { id: string; mode: Mode }) {
  const query = useQuery(applicationQuery(props.id));
  if (query.isPending) return <Skeleton height={320} />;
  if (query.isError) {
    return (
      <Alert color="red" title="This application could not be loaded">
        {query.error.message}
      </Alert>
    );
  }
  const app = query.data;
  const bio = app.bioData;
  const belowCutOff = app.utmeScore !== null && app.utmeScore < app.utmeCutOff;
  return (
    <Stack gap="lg" data-testid="application-review">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Passport fileId={app.applicant.passportFileId} name={app.applicant.name} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={3}>{app.applicant.name}</Title>
            <StageBadge stage={app.stage} />
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[app.applicant.email, app.applicant.phone, app.applicant.gender]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
      <Section title="Programme">
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          <Fact label="First choice">{app.firstChoice.name}</Fact>
          <Fact label="Second choice">{app.secondChoice?.name}</Fact>
          <Fact label="Offered">{app.offeredProgramme?.name}</Fact>
        </SimpleGrid>
      </Section>
      <Section title="Bio-data">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Fact label="State of origin">{bio.stateOfOrigin}</Fact>
          <Fact label="LGA">{bio.lga}</Fact>
          <Fact label="Date of birth">{bio.dateOfBirth}</Fact>
          <Fact label="Next of kin">{bio.nextOfKinName}</Fact>
          <Fact label="Next of kin’s phone">{bio.nextOfKinPhone}</Fact>
          <Fact label="Relationship">{bio.nextOfKinRelationship}</Fact>
        </SimpleGrid>
      </Section>
      <Section title="JAMB and UTME">
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <Fact label="JAMB number">{app.jambNo}</Fact>
          <Fact label="UTME score">
            {app.utmeScore ?? '—'}{' '}
            {belowCutOff ? (
              <Badge color="red" variant="light" size="sm">
                below cut-off {app.utmeCutOff}
              </Badge>
            ) : null}
          </Fact>
          <Fact label="UTME subjects">{app.utmeSubjects.join(', ')}</Fact>
        </SimpleGrid>
      </Section>
      <OlevelSection app={app} />
      <Section title="Documents">
        {app.documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            No documents uploaded.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {app.documents.map((doc) => (
              <DocumentView doc={doc} key={doc.fileId} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section title="Scores">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Fact label="Screening">
            {app.screening.result ?? 'not yet'}{' '}
            {app.screening.score !== null ? `(${scoreText(app.screening.score)})` : ''}
          </Fact>
          <Fact label="Entrance exam">
            {app.exam ? `${scoreText(app.exam.score)} / ${app.exam.maxScore}` : null}
          </Fact>
          <Fact label="Aggregate">{scoreText(app.aggregate)}</Fact>
          <Fact label="Remarks">{app.screening.remarks}</Fact>
        </SimpleGrid>
      </Section>
      <Section title="History">
        {app.decisions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No decision yet.
          </Text>
        ) : (
          <Stack gap={6}>
            {app.decisions.map((d) => (
              <Text size="sm" key={d.id}>
                <b>{decisionLabels[d.kind] ?? d.kind}</b> ({stageLabels[d.fromStage]} →{' '}
                {stageLabels[d.toStage]}){d.actorName ? ` by ${d.actorName}` : ''},{' '}
                {new Date(d.createdAt).toLocaleString()}
                {d.reason ? `: “${d.reason}”` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
      {closed.includes(app.stage) ? (
        <Alert color="gray" variant="light">
          The applicant has {stageLabels[app.stage].toLowerCase()}; no officer decision is left.
        </Alert>
      ) : (
        <DecisionPanel app={app} mode={props.mode} key={`${app.id}-${app.stage}`} />
      )}
    </Stack>
  );
}

/** The review in a side panel; the whole screen on a phone. */
export function ReviewDrawer(props: { id: string | null; mode: Mode; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={props.id !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title="Application"
    >
      {props.id ? <ApplicationReview id={props.id} mode={props.mode} /> : null}
    </Drawer>
  );
}
