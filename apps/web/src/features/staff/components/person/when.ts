/** A moment as the person page shows it: "Nov 20, 2026, 10:00 AM", or a dash when there is none. */
export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
