import { formatDate } from '@campusflow/contracts/format';
import type { TAllocationSlipCheck } from '@campusflow/contracts/hostels';
import { Alert, Card, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DocumentCheckPage, DocumentNotFound } from '@/components/document-check.tsx';
import { Fact } from '@/components/fact.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { allocationSlipCheckQuery } from '../student/student-hostel-api.ts';

const notFound = { title: 'No such allocation slip', testId: 'allocation-slip-not-found' };

function SlipFacts({ slip }: { slip: TAllocationSlipCheck }) {
  return (
    <Card withBorder padding="lg" data-testid="allocation-slip-facts">
      <Stack gap="xs">
        <Alert color="green" variant="light">
          This is a genuine allocation slip: the bed is allocated to this student now.
        </Alert>
        <Fact label="School">{slip.school}</Fact>
        <Fact label="Student">{slip.student}</Fact>
        <Fact label="Matric number">
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {slip.matricNumber ?? '—'}
          </Text>
        </Fact>
        <Fact label="Session">{slip.session}</Fact>
        <Fact label="Bed space">{slip.place}</Fact>
        <Fact label="Allocated on">{slip.allocatedAt ? formatDate(slip.allocatedAt) : '—'}</Fact>
      </Stack>
    </Card>
  );
}

function CodeAnswer({ code }: { code: string }) {
  const check = useQuery(allocationSlipCheckQuery(code));
  return (
    <QueryState query={check} isEmpty={() => false} empty={null}>
      {(answer) =>
        answer.verified ? (
          <SlipFacts slip={answer.slip} />
        ) : (
          <DocumentNotFound {...notFound} message={answer.message} code={code} />
        )
      }
    </QueryState>
  );
}

/**
 * `/allocation-slips/{code}`: a porter or anyone holding a printed allocation slip checks that
 * the bed is the student's now (a move or a vacated bed voids the old paper).
 */
export function AllocationSlipCheckPage() {
  return (
    <DocumentCheckPage
      title="Allocation slip check"
      path="/allocation-slips"
      description="Printed at the foot of the allocation slip"
      notACode={{ ...notFound, message: 'This is not an allocation slip code.' }}
      answer={(code) => <CodeAnswer code={code} />}
    />
  );
}
