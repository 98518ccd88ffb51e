import type { TReceiptCheck } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { Alert, Card, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Amount } from '@/components/amount.tsx';
import { Fact } from '@/components/fact.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { StatusBadge } from './payment-status-badge.tsx';
import { receiptCheckQuery } from './receipt-api.ts';

/** The receipt as issued: who paid which fee, when, and the same figures as the PDF. */
function ReceiptFacts({ r }: { r: TReceiptCheck }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Alert color="green" variant="light">
          This is a genuine receipt for a confirmed payment.
        </Alert>
        <Fact label="Reference">
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {r.reference}
          </Text>
        </Fact>
        <Fact label="School">{r.schoolName}</Fact>
        <Fact label="Student">{r.studentName}</Fact>
        <Fact label="Fee">
          {r.feeName}
          {r.installmentNumber > 0
            ? `, instalment ${r.installmentNumber} of ${r.totalInstallments}`
            : ''}{' '}
          ({r.academicYear})
        </Fact>
        <Fact label="Paid on">{formatDateTime(r.paymentDate)} (Lagos time)</Fact>
        <Fact label="Status" value={<StatusBadge status={r.status} />} />
        <Divider my={4} />
        <Fact label="Fee amount" value={<Amount kobo={r.amount} data-testid="receipt-amount" />} />
        <Fact
          label="Charges"
          hint="Platform and payment gateway fees"
          value={<Amount kobo={r.charges} data-testid="receipt-charges" />}
        />
        <Fact
          label="Total paid"
          value={<Amount kobo={r.total} fw={700} data-testid="receipt-total" />}
        />
      </Stack>
    </Card>
  );
}

/** `/receipts/{reference}`: anyone holding a receipt can check that it is real. */
export function ReceiptCheckPage() {
  useDocumentTitle('Receipt check');
  const { reference = '' } = useParams();
  const check = useQuery(receiptCheckQuery(reference));
  return (
    <Container size={480} px="md" py="xl">
      <Stack gap="md">
        <Title order={2}>Receipt check</Title>
        <QueryState query={check} isEmpty={() => false} empty={null}>
          {(answer) =>
            answer.issued ? (
              <ReceiptFacts r={answer.receipt} />
            ) : (
              <Alert color="yellow" title="No such receipt" data-testid="receipt-not-issued">
                <Stack gap={4}>
                  <Text size="sm">{answer.message}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    Reference checked: {reference}
                  </Text>
                </Stack>
              </Alert>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
