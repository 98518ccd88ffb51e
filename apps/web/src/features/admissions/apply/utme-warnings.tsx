import { Alert } from '@mantine/core';

/**
 * A UTME score below the first choice's cut-off: the school still takes the application
 * (the officers decide), so the applicant is warned, never stopped.
 */
export function CutOffWarning(props: { score: number | null; cutOff: number; programme: string }) {
  if (props.score === null || props.score >= props.cutOff) return null;
  return (
    <Alert color="yellow" title="Below the cut-off" data-testid="cut-off-warning">
      Your UTME score of {props.score} is below the cut-off of {props.cutOff} for {props.programme}.
      You can still apply, but you are less likely to be offered this programme; a second choice
      with a lower cut-off may help.
    </Alert>
  );
}

const list = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/** Four subjects written that are not the ones the first choice asks for: a warning too. */
export function SubjectsWarning(props: {
  written: readonly string[];
  asked: readonly string[];
  programme: string;
}) {
  const notWritten = props.asked.filter((s) => !props.written.includes(s));
  if (props.written.length < 4 || notWritten.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title="Not the subjects this programme asks for"
      data-testid="subjects-warning"
    >
      {props.programme} asks for {list(props.asked)}; you did not write {list(notWritten)}. You can
      still apply; the screening officers will decide.
    </Alert>
  );
}
