import { useState } from 'react';
import { presetRange, type DateRange } from '../../lib/records/date-range';

/** A record list's range (last 7 days to start) and page; a new range starts again at page 1. */
export function useRecordFilter(timeZone: string) {
  const [range, setRangeState] = useState<DateRange>(() => presetRange('days7', new Date(), timeZone));
  const [page, setPage] = useState(1);
  const setRange = (next: DateRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { range, setRange, page, setPage };
}
