import { formatDateTime } from '@campusflow/contracts/format';
import { Button, Group, Text } from '@mantine/core';
import { isFull, type Offer, seatsLabel } from './course-choice.ts';

/** The live seat count, red once the course is full. Nothing for a course without a limit. */
export function SeatCount(props: { course: Offer }) {
  const label = seatsLabel(props.course);
  if (!label) return null;
  return (
    <Text size="xs" c={isFull(props.course) ? 'red' : 'dimmed'} data-testid="seats">
      {label}
    </Text>
  );
}

export type WaitlistHandlers = {
  busy: boolean;
  join: (course: Offer) => void;
  leave: (course: Offer) => void;
};

/**
 * The course's waiting list as it concerns the student: a seat held for them (tick the course
 * before it lapses), their place in line, or a way in when the course is full.
 */
export function WaitlistAction(props: {
  course: Offer;
  chosen: boolean;
  disabled: boolean;
  handlers: WaitlistHandlers;
}) {
  const { course, handlers } = props;
  if (props.chosen) return null;
  if (course.waitlist?.heldUntil) {
    return (
      <Text size="xs" c="green" fw={500} data-testid="seat-held">
        A seat is held for you until {formatDateTime(course.waitlist.heldUntil)}
      </Text>
    );
  }
  if (course.waitlist) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" data-testid="waitlist-place">
          Place {course.waitlist.position} on the waiting list
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          disabled={props.disabled || handlers.busy}
          onClick={() => handlers.leave(course)}
        >
          Leave
        </Button>
      </Group>
    );
  }
  if (isFull(course) && course.prerequisitesMet) {
    return (
      <Button
        size="compact-xs"
        variant="light"
        disabled={props.disabled || handlers.busy}
        onClick={() => handlers.join(course)}
      >
        Join waiting list
      </Button>
    );
  }
  return null;
}
