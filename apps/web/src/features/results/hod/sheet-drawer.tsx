import { Button, Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ReturnSheetDialog } from '../review/return-sheet-dialog.tsx';
import { SheetReviewLoader } from '../review/sheet-review-loader.tsx';
import { sheetReviewQuery, useApproveSheet } from '../review-api.ts';

/**
 * One sheet for the head: its distribution, flags and lines, and, while it waits for them,
 * Approve (after a confirmation that repeats any flags) or Return with a reason.
 */
export function SheetDrawer(props: { sheetId: string | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const sheetId = props.sheetId ?? '';
  const review = useQuery({ ...sheetReviewQuery(sheetId), enabled: props.sheetId !== null });
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  const approve = useApproveSheet(sheetId, () => setConfirming(false));
  const data = review.data;
  return (
    <Drawer
      opened={props.sheetId !== null}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title="Score sheet"
    >
      <SheetReviewLoader
        query={review}
        actions={(r) =>
          r.sheet.state === 'submitted' ? (
            <>
              <Button onClick={() => setConfirming(true)}>Approve</Button>
              <Button variant="light" color="orange" onClick={() => setReturning(true)}>
                Return to lecturer
              </Button>
            </>
          ) : null
        }
      />
      {data ? (
        <>
          <ConfirmDialog
            opened={confirming}
            title={`Approve ${data.sheet.code}?`}
            confirmLabel="Approve"
            busy={approve.isPending}
            onConfirm={() => approve.mutate()}
            onClose={() => setConfirming(false)}
          >
            {data.flags.length > 0
              ? `This sheet has ${data.flags.length} warning${data.flags.length === 1 ? '' : 's'}. `
              : ''}
            Once approved, the sheet goes on to the exam officer and the lecturer can no longer
            change it.
          </ConfirmDialog>
          <ReturnSheetDialog
            sheetId={data.sheet.id}
            courseCode={data.sheet.code}
            opened={returning}
            onClose={() => setReturning(false)}
          />
        </>
      ) : null}
    </Drawer>
  );
}
