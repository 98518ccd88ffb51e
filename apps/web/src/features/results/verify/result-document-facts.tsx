import type { TResultDocumentCheck } from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { Alert, Card, Stack, Text } from '@mantine/core';
import { Fact } from '@/components/fact.tsx';

const kindNames = { statement: 'Statement of result', transcript: 'Transcript' } as const;

/** What was issued under a code, as it was then: whose, which programme, the CGPA, when. */
export function ResultDocumentFacts({ document }: { document: TResultDocumentCheck }) {
  const kind = kindNames[document.kind];
  return (
    <Card withBorder padding="lg" data-testid="result-document-facts">
      <Stack gap="xs">
        <Alert color="green" variant="light">
          This is a genuine {kind.toLowerCase()}, issued by {document.schoolName}.
        </Alert>
        <Fact label="Document">{kind}</Fact>
        <Fact label="Code">{document.code}</Fact>
        <Fact label="School">{document.schoolName}</Fact>
        <Fact label="Student">{document.name}</Fact>
        <Fact label="Matric number">
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {document.matricNumber ?? '—'}
          </Text>
        </Fact>
        <Fact label="Programme">{document.programme}</Fact>
        {document.semester ? <Fact label="Semester">{document.semester}</Fact> : null}
        <Fact label={document.semester ? 'CGPA after the semester' : 'CGPA'}>
          <Text span fw={700} data-testid="document-cgpa">
            {document.cgpa}
          </Text>
        </Fact>
        <Fact label="Issued">{formatDate(document.issuedAt)}</Fact>
      </Stack>
    </Card>
  );
}
