import { formatShortDateTime } from '../../../components/admin/admin-dates';

/** Short local date and time for admin tables ('Never' when empty). */
export const formatWhen = (iso: string | null | undefined, empty = 'Never') => (iso ? formatShortDateTime(iso) : empty);
