import { formatDate } from '@campusflow/contracts/format';

/** A record's dates as one line: "1 Oct 2031 – 30 Sep 2032". */
export const span = (from: string | null, to: string | null) =>
  from || to ? `${formatDate(from)} – ${formatDate(to)}` : 'Dates not set';

/** An empty date input is no date. */
export const emptyToNull = (value: string) => (value === '' ? null : value);
