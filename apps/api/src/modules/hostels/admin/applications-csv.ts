import {
  hostelApplicationStateLabels,
  hostelLevelGroupLabels,
  type THostelApplicationRow,
} from '@campusflow/contracts';
import { toCsv } from '@/platform/csv/write-csv.ts';

const header = [
  'Name',
  'Matric number',
  'E-mail',
  'Level',
  'Level group',
  'Gender',
  'State',
  'Hostel',
  'Block',
  'Room',
  'Bed',
  'Held until',
  'Amount (NGN)',
  'Allocated at',
  'Ended at',
  'Payment reference',
  'Applied at',
];

/** The applications as a spreadsheet: one row each, amounts in naira, times in ISO 8601. */
export function applicationsCsv(rows: readonly THostelApplicationRow[]): string {
  return toCsv(
    header,
    rows.map((r) => [
      r.name,
      r.matricNumber,
      r.email,
      r.level,
      hostelLevelGroupLabels[r.levelGroup],
      r.gender,
      hostelApplicationStateLabels[r.state],
      r.place?.hostel,
      r.place?.block,
      r.place?.room,
      r.place?.bed,
      r.heldUntil,
      r.amountKobo === null ? null : r.amountKobo / 100,
      r.allocatedAt,
      r.endedAt,
      r.paymentReference,
      r.createdAt,
    ]),
  );
}
