import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Limits, unitsLabel } from './course-choice.ts';

/**
 * The running total and the page's two actions, stuck to the bottom of the screen so the total
 * stays in sight while the student ticks courses further up. Red, with what is wrong, when the
 * total is over the maximum (or, on submitting, under the minimum).
 */
export function UnitsTotalBar(props: {
  total: number;
  limits: Limits;
  problems: string[];
  busy: 'save' | 'submit' | null;
  /** Nothing new to save (the ticks are the saved courses). */
  saveDisabled: boolean;
  /** Nothing new to submit (the saved courses are already submitted or approved). */
  submitDisabled: boolean;
  onSave: () => void;
  onSubmit: () => void;
}) {
  const wrong = props.problems.length > 0;
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
      bg="var(--mantine-color-body)"
      data-testid="units-total"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text fw={700} c={wrong ? 'red' : undefined} aria-live="polite">
            {unitsLabel(props.total, props.limits)}
          </Text>
          {props.problems.map((p) => (
            <Text key={p} size="sm" c="red" role="alert">
              {p}
            </Text>
          ))}
        </Stack>
        <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: '1 0 auto' }}>
          <Button
            px="sm"
            variant="default"
            onClick={props.onSave}
            loading={props.busy === 'save'}
            disabled={props.saveDisabled || props.busy === 'submit'}
          >
            Save draft
          </Button>
          <Button
            px="sm"
            onClick={props.onSubmit}
            loading={props.busy === 'submit'}
            disabled={props.submitDisabled || props.busy === 'save'}
          >
            Submit for approval
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
