import { useCallback } from 'react';
import dayjs from 'dayjs';

/** An outage's moment as 001 section 3 writes it: DD-MM-YYYY HH:mm, 24-hour, in the viewer's time zone. */
export function useFormatMoment(): (value: string | null | undefined) => string {
  return useCallback((value) => (value ? dayjs(value).format('DD-MM-YYYY HH:mm') : ''), []);
}
