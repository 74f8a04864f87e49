import type { ContentKind, ContentSaveRequest } from './content';

/** Previews before publishing, and share-preview links that work without signing in. */

/** The bar every preview shows above the page. */
export const PREVIEW_BAR_TEXT = 'Preview — not published';
/** A share link lasts this long unless another time is chosen. */
export const SHARE_PREVIEW_DEFAULT_HOURS = 7 * 24;
/** The longest a share link may last (90 days). */
export const SHARE_PREVIEW_MAX_HOURS = 90 * 24;
/** An unsaved form's preview (the "Preview" button) lasts this long. */
export const FORM_PREVIEW_MINUTES = 30;

/** POST /api/admin/{kind}/preview: the editor's current form (saved or not); baseId names the item it edits, if any. */
export type FormPreviewRequest = ContentSaveRequest;

/** A preview page to open in a new tab. */
export interface PreviewOpenResponse {
  /** Path of the preview page (`/preview/{token}`): the only place the secret travels. */
  url: string;
  expiresAt: string;
}

/** POST /api/admin/{kind}/share-preview: a link to a saved version (the latest when versionId is omitted). */
export interface SharePreviewCreateRequest {
  baseId: number;
  versionId?: number | null;
  /** Lifetime in hours: 1 … 2160 (90 days); default 168 (7 days). */
  expiresInHours?: number | null;
}

/** One share link as listed (never the token: only the create answer carries the link). */
export interface SharePreviewItem {
  id: number;
  kind: ContentKind;
  baseId: number;
  versionId: number;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  /** 'active' | 'expired' | 'revoked' */
  state: 'active' | 'expired' | 'revoked';
}

export interface SharePreviewCreated extends SharePreviewItem {
  url: string;
}
