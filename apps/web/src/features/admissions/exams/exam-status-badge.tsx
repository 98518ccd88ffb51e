import type { TEntranceExam } from '@campusflow/contracts';
import { Badge } from '@mantine/core';

export function ExamStatusBadge(props: { status: TEntranceExam['status'] }) {
  return props.status === 'published' ? (
    <Badge color="green" variant="light">
      published
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      draft
    </Badge>
  );
}
