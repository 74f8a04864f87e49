import type { ContentKind } from './content';

/** Who else has an item open in the editor. */

/** The editor reports an open item this often. */
export const PRESENCE_REPORT_MS = 30_000;
/** A report is forgotten this long after it was made (two missed reports). */
export const PRESENCE_TTL_MS = 60_000;

/** POST /api/admin/presence: "I have this item open"; answers the other editors of it. */
export interface PresenceReport {
  kind: ContentKind;
  baseId: number;
}

export interface PresenceEditor {
  email: string;
  /** When this user opened the item (ISO). */
  since: string;
}

export interface PresenceResponse {
  others: PresenceEditor[];
}

export const presenceNotice = (e: PresenceEditor, time: string) => `${e.email} is also editing this item (since ${time})`;
