import type { TMyRegistration } from '@campusflow/contracts';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { RestoredDraftNote } from '@/components/restored-draft-note.tsx';
import { notify } from '@/lib/toast.ts';
import { useFormDraft } from '@/lib/use-form-draft.ts';
import { useSaveRegistration } from '../registration-api.ts';
import { useJoinWaitlist, useLeaveWaitlist } from '../waitlist-api.ts';
import {
  choiceOf,
  hasChanges,
  isCourseIds,
  type Offer,
  submitProblems,
  totalUnits,
  unitsProblem,
} from './course-choice.ts';
import { CourseList } from './course-list.tsx';
import { type PendingAction, SubmitDialog } from './submit-dialog.tsx';
import { UnitsTotalBar } from './units-total-bar.tsx';

type Proposal = NonNullable<TMyRegistration['proposal']>;

/**
 * The courses ticked, the running total, and saving or submitting them. The ticks start from
 * what the server says is chosen (the saved registration, or the compulsory courses); the page
 * remounts this form when the saved registration changes, so a save starts again from it.
 */
export function RegistrationForm(props: {
  proposal: Proposal;
  registration: TMyRegistration['registration'];
  /** The registration period: the record the ticks are kept for until saved. */
  periodId: string;
  readOnly: boolean;
  /** After a save or submission, before the page reads the registration again. */
  onSaved?: () => void;
}) {
  const { proposal, registration } = props;
  const courses = proposal.courses;
  const [fromServer] = useState(() => choiceOf(courses.filter((c) => c.chosen)));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(fromServer));
  // Ticks not yet saved survive a reload or a dropped connection (only courses still offered).
  const draft = useFormDraft({
    form: 'course-registration',
    recordId: props.periodId,
    version: 1,
    accept: isCourseIds,
    values: choiceOf(courses.filter((c) => chosen.has(c.courseId))),
    serverValues: fromServer,
    enabled: !props.readOnly,
    restore: (ids) =>
      setChosen(new Set(ids.filter((id) => courses.some((c) => c.courseId === id)))),
  });
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<Offer | null>(null);

  const save = useSaveRegistration({
    saved: (_r, submitted) => {
      draft.clear();
      setPending(null);
      props.onSaved?.();
      notify.success(submitted ? 'Your courses were submitted for approval.' : 'Draft saved.');
    },
    refused: (error) => {
      setPending(null);
      setRefusal(error.message);
    },
  });
  const refused = (error: Error) => setRefusal(error.message);
  const join = useJoinWaitlist({ refused });
  const leave = useLeaveWaitlist({ refused });
  const waitlistBusy = join.isPending || leave.isPending;

  const limits = { minUnits: proposal.minUnits, maxUnits: proposal.maxUnits };
  const total = totalUnits(courses, chosen);
  const problems = triedSubmit
    ? submitProblems(courses, chosen, limits)
    : [unitsProblem(total, limits, false)].flatMap((p) => p ?? []);
  const changed = hasChanges(registration?.courseIds ?? [], chosen);
  const approvedChanged = registration?.state === 'approved' && changed;
  // Saving the saved courses again would only withdraw a submission: nothing to do.
  const unchanged = registration !== null && !changed;
  const alreadySent = registration?.state === 'submitted' || registration?.state === 'approved';

  const toggle = (course: Offer) => {
    setRefusal(null);
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(course.courseId)) next.delete(course.courseId);
      else next.add(course.courseId);
      return next;
    });
  };
  const send = (action: PendingAction) =>
    save.mutate({ courseIds: [...chosen], submit: action === 'submit' });

  return (
    <Stack gap="md">
      {approvedChanged ? (
        <Alert color="yellow" title="This changes an approved registration">
          Saving or submitting these courses sends your registration back to your HOD for approval.
        </Alert>
      ) : null}
      <RestoredDraftNote draft={draft} />
      <CourseList
        courses={courses}
        chosen={chosen}
        disabled={props.readOnly || save.isPending}
        toggle={toggle}
        waitlist={{
          busy: waitlistBusy,
          join: (course) => {
            setRefusal(null);
            join.mutate(course.courseId);
          },
          leave: setLeaving,
        }}
      />
      {refusal ? (
        <Alert
          color="red"
          title="This was refused"
          withCloseButton
          onClose={() => setRefusal(null)}
        >
          {refusal}
        </Alert>
      ) : null}
      {props.readOnly ? null : (
        <UnitsTotalBar
          total={total}
          limits={limits}
          problems={problems}
          busy={save.isPending ? (save.variables?.submit ? 'submit' : 'save') : null}
          saveDisabled={courses.length === 0 || unchanged}
          submitDisabled={courses.length === 0 || (unchanged && alreadySent)}
          onSave={() => {
            setRefusal(null);
            // Above the maximum the server refuses a draft too; say so without asking it.
            if (unitsProblem(total, limits, false)) return;
            if (approvedChanged) setPending('save');
            else send('save');
          }}
          onSubmit={() => {
            setRefusal(null);
            setTriedSubmit(true);
            if (submitProblems(courses, chosen, limits).length === 0) setPending('submit');
          }}
        />
      )}
      <SubmitDialog
        action={pending}
        courses={chosen.size}
        units={total}
        approvedChanged={approvedChanged}
        busy={save.isPending}
        onConfirm={send}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        opened={leaving !== null}
        title="Leave the waiting list?"
        confirmLabel="Leave the waiting list"
        danger
        busy={waitlistBusy}
        onConfirm={() => {
          if (leaving) leave.mutate(leaving.courseId);
          setLeaving(null);
        }}
        onClose={() => setLeaving(null)}
      >
        {leaving
          ? `You lose your place on the waiting list of ${leaving.code}. Joining again puts you at the end.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}
