import type { TScoreLine } from '@campusflow/contracts/results';
import { Badge, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './score-sheet.module.css';
import type { Draft, LineCheck } from './sheet-drafts.ts';

export const statusLabels = {
  graded: { label: 'Graded', color: 'green' },
  absent: { label: 'ABS', color: 'orange' },
  blank: { label: 'Blank', color: 'gray' },
  incomplete: { label: 'Incomplete', color: 'yellow' },
} as const;

/** The column names, shown above the lines on a wide screen. */
export function ScoreLineHeader() {
  return (
    <div className={`${classes.row} ${classes.head}`} aria-hidden>
      <span>Matric number</span>
      <span>Name</span>
      <span>Level</span>
      <span>CA</span>
      <span>Exam</span>
      <span>ABS</span>
      <span>Total</span>
      <span>Grade</span>
      <span>Status</span>
    </div>
  );
}

/**
 * One student's line: CA and exam typed as text (never clamped; an error says what is wrong),
 * ABS, and the total and grade worked out as typed. A row on a wide screen, a card on a phone.
 */
export function ScoreLineRow(props: {
  line: TScoreLine;
  draft: Draft;
  check: LineCheck;
  maxima: { caMax: number; examMax: number };
  readOnly: boolean;
  onChange: (draft: Draft) => void;
  /** Under the status: a published line's correction action. */
  extra?: ReactNode;
}) {
  const { line, draft, check } = props;
  const who = line.matricNumber ?? line.studentName;
  const outcome = check.outcome;
  const status = outcome?.status ?? line.status;
  const badge = check.errors.ca || check.errors.exam ? null : statusLabels[status];
  return (
    <div className={classes.row} data-testid="score-line" data-matric={line.matricNumber ?? ''}>
      <div className={classes.who}>
        <Text size="sm" ff="monospace">
          {line.matricNumber ?? '—'}
        </Text>
        <Text size="sm" fw={500}>
          {line.studentName}
        </Text>
        <Text size="sm" c="dimmed">
          {line.level}L
        </Text>
      </div>
      <TextInput
        className={classes.ca}
        size="xs"
        inputMode="decimal"
        label={`CA /${props.maxima.caMax}`}
        classNames={{ label: classes.inputLabel }}
        aria-label={`CA of ${who}`}
        value={draft.ca}
        error={check.errors.ca}
        readOnly={props.readOnly}
        onChange={(e) => props.onChange({ ...draft, ca: e.currentTarget.value })}
      />
      <TextInput
        className={classes.exam}
        size="xs"
        inputMode="decimal"
        label={`Exam /${props.maxima.examMax}`}
        classNames={{ label: classes.inputLabel }}
        aria-label={`Exam score of ${who}`}
        value={draft.absent ? '' : draft.exam}
        placeholder={draft.absent ? 'ABS' : undefined}
        disabled={draft.absent}
        error={check.errors.exam}
        readOnly={props.readOnly}
        onChange={(e) => props.onChange({ ...draft, exam: e.currentTarget.value })}
      />
      <Checkbox
        className={classes.abs}
        size="xs"
        label="ABS"
        classNames={{ label: classes.inputLabel }}
        aria-label={`ABS: ${who} missed the exam`}
        checked={draft.absent}
        disabled={props.readOnly}
        onChange={(e) => props.onChange({ ...draft, absent: e.currentTarget.checked, exam: '' })}
      />
      <Text size="sm" className={classes.total} data-testid="line-total">
        <span className={classes.label}>Total</span>
        {outcome ? (outcome.total ?? '—') : '—'}
      </Text>
      <Text size="sm" fw={700} className={classes.grade} data-testid="line-grade">
        <span className={classes.label}>Grade</span>
        {outcome ? (outcome.grade ?? '—') : '—'}
      </Text>
      <Stack className={classes.status} gap={2} align="flex-start">
        {badge ? (
          <Badge size="sm" variant="light" color={badge.color}>
            {badge.label}
          </Badge>
        ) : (
          <Badge size="sm" variant="light" color="red">
            Error
          </Badge>
        )}
        {props.extra}
      </Stack>
    </div>
  );
}
