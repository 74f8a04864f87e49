/** Issue 17: the link checker's report (GET /api/admin/links, also read by the dashboard). */

export interface BrokenLinkItem {
  /** The link as written in the content. */
  url: string;
  /** Why it is broken, in words for the editor. */
  reason: string;
  /** The admin section the source belongs to (its title, e.g. 'Knowledge Center'). */
  sourceSection: string;
  /** The source item's baseId. */
  sourceId: number;
  sourceTitle: string;
  /** Admin path of the source's editor. */
  editPath: string;
}

export interface LinkReport {
  /** When the last check finished (ISO), null before the first. */
  checkedAt: string | null;
  items: BrokenLinkItem[];
}

/** A content save's warnings: what was saved, but looks wrong (never a refusal). */
export interface SaveWarning {
  url: string;
  message: string;
}

/** The admin screen of the report. */
export const LINKS_ADMIN_PATH = '/siteadmin/links';
