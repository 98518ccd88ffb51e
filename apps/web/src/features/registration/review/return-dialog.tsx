import { ZReturnRegistration } from '@campusflow/contracts/registration-review';
import { ReasonDialog } from '@/components/reason-dialog.tsx';
import { notify } from '@/lib/toast.ts';
import { reviewApi, useRefreshReview } from '../review-api.ts';

/** Asks the head why the registration goes back to the student; the reason is required. */
export function ReturnDialog(props: {
  registrationId: string;
  studentName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshReview();
  return (
    <ReasonDialog
      title="Return to the student"
      intro={`${props.studentName} will see your reason on the course registration page and by e-mail, change the courses and submit again.`}
      placeholder="e.g. Add CSC 105; drop one elective to stay within 24 units."
      schema={ZReturnRegistration}
      opened={props.opened}
      onClose={props.onClose}
      send={(body) => reviewApi.giveBack(props.registrationId, body)}
      onSent={async () => {
        notify.success('Registration returned to the student.');
        props.onClose();
        await refresh();
      }}
    />
  );
}
