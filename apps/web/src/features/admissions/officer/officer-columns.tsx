import type { TApplicationRow } from '@campusflow/contracts';
import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OlevelBadge, StageBadge } from './decision-badges.tsx';

// The columns both officer queues show; a page imports them as `column.programme` and so on.

/** One column of an officer queue; `open` shows an application's review. */
export type QueueColumn = {
  key: string;
  header: ReactNode;
  align?: 'right';
  strong?: boolean;
  cell: (row: TApplicationRow, open: (id: string) => void) => ReactNode;
};

/** The applicant's name (a button that opens the review) above a detail line. */
export const applicant = (detail: (row: TApplicationRow) => string): QueueColumn => ({
  key: 'applicant',
  header: 'Applicant',
  cell: (r, open) => (
    <>
      <Anchor component="button" size="sm" fw={500} ta="left" onClick={() => open(r.id)}>
        {r.applicantName}
      </Anchor>
      <Text size="xs" c="dimmed">
        {detail(r)}
      </Text>
    </>
  ),
});

export const programme: QueueColumn = {
  key: 'programme',
  header: 'Programme',
  cell: (r) => <Text size="sm">{r.programmeName}</Text>,
};

export const stage: QueueColumn = {
  key: 'stage',
  header: 'Stage',
  cell: (r) => <StageBadge stage={r.stage} />,
};

export const utme: QueueColumn = {
  key: 'utme',
  header: 'UTME',
  align: 'right',
  cell: (r) => r.utmeScore ?? '—',
};

export const olevel: QueueColumn = {
  key: 'olevel',
  header: 'O’level',
  cell: (r) => <OlevelBadge meets={r.olevelMeets} />,
};
