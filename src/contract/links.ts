/** The link checker's report (GET /api/admin/links, also read by the dashboard). */

export interface BrokenLinkItem {
  /** The link as written in the content. */
  url: string;
  /** Why it is broken (or was not checked), in words for the editor. */
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

/**
 * The reason a link was left out of the check: its host is, or resolves to, a loopback, private,
 * link-local or otherwise internal address, which the checker never requests.
 */
export const LINK_REASON_INTERNAL = 'Not checked: internal address. The link checker never requests local or private network addresses.';
/** Reasons that mean "not checked" rather than "broken" start with this. */
export const LINK_NOT_CHECKED_PREFIX = 'Not checked:';

/** GET /api/admin/links/resolve?path=…: whether a site path leads to a page, as the link checker sees it. */
export interface LinkResolveQuery {
  /** A path of this site, starting with '/'. */
  path: string;
}

export interface LinkResolveResult {
  path: string;
  /** true when the path answers a visitor (a page, a redirect, a document, an app screen). */
  resolves: boolean;
  /** Why it leads nowhere, in words for the editor; null when it resolves. */
  reason: string | null;
}
