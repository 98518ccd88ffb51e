import { Badge, Card, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { groupCourses, lockedReason, type Offer } from './course-choice.ts';
import { SeatCount, WaitlistAction, type WaitlistHandlers } from './course-seats.tsx';

type ListProps = {
  courses: readonly Offer[];
  chosen: ReadonlySet<string>;
  /** Nothing can be ticked (saving, or registration closed). */
  disabled: boolean;
  toggle: (course: Offer) => void;
  waitlist: WaitlistHandlers;
};

type RowProps = Omit<ListProps, 'courses'> & { course: Offer };

function CourseCheckbox(props: RowProps) {
  const { course } = props;
  const locked = lockedReason(course, props.chosen);
  return (
    <Checkbox
      aria-label={`${course.code} ${course.title}`}
      checked={props.chosen.has(course.courseId)}
      disabled={props.disabled || locked !== null}
      onChange={() => props.toggle(course)}
    />
  );
}

/** Why the box is greyed out ("Needs CSC 101", "Full"), beside the title. */
function LockedNote(props: RowProps) {
  const locked = lockedReason(props.course, props.chosen);
  if (!locked) return null;
  return (
    <Badge size="xs" color={locked === 'Full' ? 'red' : 'gray'} variant="light">
      {locked}
    </Badge>
  );
}

/** A course as a card, on a phone: the whole card ticks the course. */
function CourseCard(props: RowProps) {
  const { course } = props;
  return (
    <Card withBorder padding="sm" data-testid={`course-${course.code}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <CourseCheckbox {...props} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} size="sm">
              {course.code}
            </Text>
            <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
              {course.units} {course.units === 1 ? 'unit' : 'units'}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {course.title}
          </Text>
          <Group gap="xs">
            <LockedNote {...props} />
            <SeatCount course={course} />
          </Group>
          <WaitlistAction
            course={course}
            chosen={props.chosen.has(course.courseId)}
            disabled={props.disabled}
            handlers={props.waitlist}
          />
        </Stack>
      </Group>
    </Card>
  );
}

function CourseRow(props: RowProps) {
  const { course } = props;
  return (
    <Table.Tr data-testid={`course-${course.code}`}>
      <Table.Td w={40}>
        <CourseCheckbox {...props} />
      </Table.Td>
      <Table.Td w={110}>
        <Text fw={600} size="sm">
          {course.code}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Text size="sm">{course.title}</Text>
          <LockedNote {...props} />
        </Group>
      </Table.Td>
      <Table.Td w={70} ta="right">
        {course.units}
      </Table.Td>
      <Table.Td w={260}>
        <Stack gap={2} align="flex-start">
          <SeatCount course={course} />
          <WaitlistAction
            course={course}
            chosen={props.chosen.has(course.courseId)}
            disabled={props.disabled}
            handlers={props.waitlist}
          />
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** The proposed courses by group (carry-overs, compulsory, electives): cards on a phone. */
export function CourseList(props: ListProps) {
  const { courses, ...rest } = props;
  return (
    <Stack gap="lg">
      {groupCourses(courses).map((group) => (
        <Stack key={group.key} gap="xs" data-testid={`group-${group.key}`}>
          <Title order={3} size="h5">
            {group.title}
          </Title>
          <Stack gap="xs" hiddenFrom="sm">
            {group.courses.map((c) => (
              <CourseCard key={c.courseId} course={c} {...rest} />
            ))}
          </Stack>
          <Table visibleFrom="sm" withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>Code</Table.Th>
                <Table.Th>Title</Table.Th>
                <Table.Th ta="right">Units</Table.Th>
                <Table.Th>Seats</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.courses.map((c) => (
                <CourseRow key={c.courseId} course={c} {...rest} />
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
    </Stack>
  );
}
