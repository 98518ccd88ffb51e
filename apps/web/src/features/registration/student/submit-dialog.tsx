import { ConfirmDialog } from '@/components/confirm-dialog.tsx';

export type PendingAction = 'save' | 'submit';

/**
 * Asks before submitting (the courses and units go to the HOD), and before saving changes to an
 * approved registration (they take the approval away until the HOD approves again).
 */
export function SubmitDialog(props: {
  action: PendingAction | null;
  courses: number;
  units: number;
  approvedChanged: boolean;
  busy: boolean;
  onConfirm: (action: PendingAction) => void;
  onClose: () => void;
}) {
  const { action } = props;
  const what = `${props.courses} ${props.courses === 1 ? 'course' : 'courses'}, ${props.units} units`;
  const goesBack = props.approvedChanged
    ? ' Your registration is approved: this change sends it back to your HOD, and your course form stops being valid until it is approved again.'
    : '';
  return (
    <ConfirmDialog
      opened={action !== null}
      title={action === 'submit' ? 'Submit your courses for approval?' : 'Save your changes?'}
      confirmLabel={action === 'submit' ? 'Submit for approval' : 'Save draft'}
      busy={props.busy}
      onConfirm={() => action && props.onConfirm(action)}
      onClose={props.onClose}
    >
      {action === 'submit'
        ? `You are submitting ${what}, for your HOD to approve.${goesBack}`
        : `You are saving ${what} as a draft.${goesBack}`}
    </ConfirmDialog>
  );
}
