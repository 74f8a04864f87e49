/** Short local date and time for admin tables ('Never' when empty). */
export const formatWhen = (iso: string | null | undefined, empty = 'Never') =>
  iso ? new Date(iso).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : empty;
