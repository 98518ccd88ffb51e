import type { TApplication } from '@campusflow/contracts';
import { formatDate, formatDateTime } from '@campusflow/contracts/format';
import { Alert, Badge, Drawer, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { stageLabels } from '../admission-labels.ts';
import { decisionLabels, scoreText } from './decision-badges.tsx';
import { DecisionPanel } from './decision-panel.tsx';
import { applicationQuery, type OfficerMode } from './officer-api.ts';
import { ReviewDocuments } from './review-documents.tsx';
import { ReviewHeader } from './review-header.tsx';
import { ReviewOlevel } from './review-olevel.tsx';
import { Fact, Section } from './review-section.tsx';

/** Stages past every officer decision (the applicant accepted, enrolled or withdrew). */
const closed: TApplication['stage'][] = ['accepted', 'enrolled', 'withdrawn'];
const stageText = (stage: TApplication['stage']) => stageLabels[stage] ?? stage;

function ReviewHistory(props: { decisions: TApplication['decisions'] }) {
  return (
    <Section title="History" empty={props.decisions.length === 0 && 'No decision yet.'}>
      <Stack gap={6}>
        {props.decisions.map((d) => (
          <Text size="sm" key={d.id}>
            <b>{decisionLabels[d.kind] ?? d.kind}</b> ({stageText(d.fromStage)} →{' '}
            {stageText(d.toStage)}){d.actorName ? ` by ${d.actorName}` : ''},{' '}
            {formatDateTime(d.createdAt)}
            {d.reason ? `: “${d.reason}”` : ''}
          </Text>
        ))}
      </Stack>
    </Section>
  );
}

/** The officer's view of one application: who, results, documents, history and the decision. */
export function ApplicationReview(props: { id: string; mode: OfficerMode }) {
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
      <ReviewHeader app={app} />
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
          <Fact label="Date of birth">{bio.dateOfBirth ? formatDate(bio.dateOfBirth) : null}</Fact>
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
      <ReviewOlevel app={app} />
      <ReviewDocuments documents={app.documents} />
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
      <ReviewHistory decisions={app.decisions} />
      {closed.includes(app.stage) ? (
        <Alert color="gray" variant="light">
          The applicant has {stageText(app.stage).toLowerCase()}; no officer decision is left.
        </Alert>
      ) : (
        <DecisionPanel app={app} mode={props.mode} key={`${app.id}-${app.stage}`} />
      )}
    </Stack>
  );
}

/** The review in a side panel; the whole screen on a phone. */
export function ReviewDrawer(props: { id: string | null; mode: OfficerMode; onClose: () => void }) {
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
