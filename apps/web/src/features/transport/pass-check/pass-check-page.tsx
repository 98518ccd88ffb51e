import { formatDateTime } from '@campusflow/contracts/format';
import type { TTransportPassCheck } from '@campusflow/contracts/transport';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Fact } from '@/components/fact.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { checkingRoute, passCheckQuery, passRoutesQuery } from './pass-check-api.ts';

function Verdict({ pass }: { pass: TTransportPassCheck }) {
  return (
    <Card
      withBorder
      padding="lg"
      data-testid="pass-verdict"
      data-valid={pass.valid}
      style={{
        borderWidth: 3,
        borderColor: pass.valid ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)',
      }}
    >
      <Stack gap="md" align="center">
        <Title order={2} c={pass.valid ? 'green.8' : 'red.8'} ta="center">
          {pass.valid ? 'VALID' : 'NOT VALID'}
        </Title>
        <Text ta="center" fw={600}>
          {pass.message}
        </Text>
        <Avatar
          src={pass.photoUrl}
          alt={`Photograph of ${pass.student}`}
          size={160}
          radius="md"
          color="gray"
        >
          No photo
        </Avatar>
        <Stack gap={4} w="100%">
          <Fact label="Student">{pass.student}</Fact>
          <Fact label="Matric number">{pass.matricNumber ?? '—'}</Fact>
          <Fact label="Route">{pass.route.name}</Fact>
          <Fact label="Boards at">{pass.stop}</Fact>
          <Fact label="Session">{pass.session}</Fact>
          <Fact label="Checked">{formatDateTime(pass.checkedAt)}</Fact>
        </Stack>
      </Stack>
    </Card>
  );
}

/** What a driver sees when scanning a pass's QR code: at once, valid or not, with the photo. */
export function PassCheckPage() {
  useDocumentTitle('Transport pass check');
  const { code = '' } = useParams();
  const [routeId, setRouteId] = useState<string | null>(() => checkingRoute.read());
  const routes = useQuery(passRoutesQuery());
  const known = routes.data?.some((r) => r.id === routeId) ? routeId : null;
  const check = useQuery(passCheckQuery(code, routes.isPending ? routeId : known));
  const choose = (id: string | null) => {
    checkingRoute.write(id);
    setRouteId(id);
  };
  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>Transport pass {code}</Title>
      <Select
        label="Route you are checking for"
        placeholder="Any route"
        data={(routes.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
        value={known}
        onChange={choose}
        clearable
      />
      {check.isPending ? (
        <Skeleton height={360} aria-label="Checking the pass" />
      ) : check.isError ? (
        <LoadError error={check.error} onRetry={() => void check.refetch()} />
      ) : check.data.found ? (
        <Verdict pass={check.data.pass} />
      ) : (
        <Alert color="red" title="NOT VALID" data-testid="pass-verdict" data-valid="false">
          {check.data.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching}>
          Check again
        </Button>
      </Group>
    </Stack>
  );
}
