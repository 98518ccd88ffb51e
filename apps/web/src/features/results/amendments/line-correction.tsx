import type { TAmendment, TScoreLine } from '@campusflow/contracts/results';
import type { TLecturerScoreSheet } from '@campusflow/contracts/score-entry';
import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { amendmentsQuery } from '../amendments-api.ts';
import { openByLine } from './amendment-lines.ts';
import { RequestCorrectionDialog } from './request-correction-dialog.tsx';

/** The open correction of each line of a published sheet (none while the list loads). */
export function useOpenCorrections(sheet: TLecturerScoreSheet) {
  const published = sheet.state === 'published';
  const list = useQuery({ ...amendmentsQuery('all'), enabled: published });
  return useMemo(() => openByLine(list.data?.items ?? [], sheet.id), [list.data, sheet.id]);
}

/**
 * A published line's action: "Request a correction", or "Correction requested" while one
 * waits for approval (one open request per line).
 */
export function LineCorrection(props: {
  sheet: TLecturerScoreSheet;
  line: TScoreLine;
  open: TAmendment | undefined;
}) {
  const [asking, setAsking] = useState(false);
  if (props.open) {
    return (
      <Badge size="sm" variant="light" color="blue" data-testid="correction-requested">
        Correction requested
      </Badge>
    );
  }
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        px={0}
        // Wraps in the narrow status column of a wide sheet.
        styles={{ root: { height: 'auto' }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
        onClick={() => setAsking(true)}
        aria-label={`Request a correction for ${props.line.matricNumber ?? props.line.studentName}`}
      >
        Request a correction
      </Button>
      {asking ? (
        <RequestCorrectionDialog
          sheet={props.sheet}
          line={props.line}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
