import { ZReturnScoreSheet } from '@campusflow/contracts/results';
import { ReasonDialog } from '@/components/reason-dialog.tsx';
import { notify } from '@/lib/toast.ts';
import { sheetReviewApi, useRefreshSheetReview } from '../review-api.ts';

/** Asks why the sheet goes back to the lecturer as a draft; the reason is required. */
export function ReturnSheetDialog(props: {
  sheetId: string;
  courseCode: string;
  opened: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshSheetReview();
  return (
    <ReasonDialog
      title="Return to the lecturer"
      intro={`The ${props.courseCode} sheet goes back to the lecturer as a draft, with your reason, to be corrected and submitted again.`}
      placeholder="e.g. Every student has the same total; check the exam column."
      schema={ZReturnScoreSheet}
      opened={props.opened}
      onClose={props.onClose}
      send={(body) => sheetReviewApi.giveBack(props.sheetId, body)}
      onSent={async () => {
        notify.success('Score sheet returned to the lecturer.');
        props.onClose();
        await refresh();
      }}
    />
  );
}
