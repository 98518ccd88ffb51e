import type { TJob, TJobPage } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { Badge, Code, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { Fragment, useState } from 'react';
import { PagedTable } from '@/components/paged-table.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { attemptsText, jobMoment, jobStateLabels } from './job-state.ts';
import { JOBS_PAGE_SIZE } from './system-api.ts';

/** Long errors and payloads wrap, so that an open row never widens the table past a phone. */
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function JobDetails({ job }: { job: TJob }) {
  return (
    <Stack gap="xs">
      {job.lastError ? (
        <div>
          <Text size="xs" fw={600}>
            Last error
          </Text>
          <Code block c="red" style={wrapped}>
            {job.lastError}
          </Code>
        </div>
      ) : null}
      <div>
        <Text size="xs" fw={600}>
          Payload
        </Text>
        <Code block style={wrapped}>
          {JSON.stringify(job.payload, null, 2)}
        </Code>
      </div>
      <Text size="xs" c="dimmed" style={wrapped}>
        Queued {formatDateTime(job.createdAt)} · id {job.id}
      </Text>
    </Stack>
  );
}

/** A page of jobs; a job's name opens its payload and full error. */
export function JobsTable(props: {
  data: TJobPage;
  page: number;
  onPage: (page: number) => void;
  onRetry: (job: TJob) => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PagedTable
      minWidth={300}
      verticalSpacing="xs"
      page={props.page}
      limit={JOBS_PAGE_SIZE}
      total={props.data.total}
      onPage={props.onPage}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Job</Table.Th>
          <Table.Th>State</Table.Th>
          <Table.Th visibleFrom="sm">Attempts</Table.Th>
          <Table.Th visibleFrom="sm">When</Table.Th>
          <Table.Th w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.data.items.map((job) => {
          const moment = jobMoment(job);
          const { label, color } = jobStateLabels[job.state];
          return (
            <Fragment key={job.id}>
              <Table.Tr>
                <Table.Td style={{ maxWidth: 420 }}>
                  <UnstyledButton
                    onClick={() => setOpen(open === job.id ? null : job.id)}
                    aria-expanded={open === job.id}
                  >
                    <Text size="sm" ff="monospace" fw={500}>
                      {job.name}
                    </Text>
                  </UnstyledButton>
                  {job.state === 'failed' && job.lastError ? (
                    <Text size="xs" c="red" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {job.lastError}
                    </Text>
                  ) : null}
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {moment.label} {formatDateTime(moment.at)} · {attemptsText(job)}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    variant="light"
                    color={color}
                    size="sm"
                    style={{ minWidth: 'max-content' }}
                  >
                    {label}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">{attemptsText(job)}</Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="xs" c="dimmed">
                    {moment.label}
                  </Text>
                  <Text size="sm">{formatDateTime(moment.at)}</Text>
                </Table.Td>
                <Table.Td>
                  <RowMenu
                    label={job.name}
                    actions={[
                      {
                        label: open === job.id ? 'Hide details' : 'Show details',
                        onClick: () => setOpen(open === job.id ? null : job.id),
                      },
                      job.state === 'failed' && {
                        label: 'Retry',
                        onClick: () => props.onRetry(job),
                      },
                    ]}
                  />
                </Table.Td>
              </Table.Tr>
              <Table.Tr style={{ display: open === job.id ? undefined : 'none' }}>
                <Table.Td colSpan={5}>
                  <JobDetails job={job} />
                </Table.Td>
              </Table.Tr>
            </Fragment>
          );
        })}
      </Table.Tbody>
    </PagedTable>
  );
}
