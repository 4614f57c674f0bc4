import { formatMoment } from '../../../../lib/format.ts';

/** A moment as the person page shows it: "Nov 20, 2026, 10:00 AM", or a dash when there is none. */
export const when = (iso: string | null) => (iso ? formatMoment(iso) : '—');
