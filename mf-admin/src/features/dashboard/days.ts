import { formatDate } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';

/** A Tehran day (YYYY-MM-DD) in the reader's calendar: "۷ آذر", "Nov 28". */
export const dayLabel = (day: string, locale: Locale) => formatDate(`${day}T12:00:00+03:30`, locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Tehran' });
