import { BACKGROUND_REQUEST_HEADER } from '@contract/auth';
import type { ContentKind, ContentSaveRequest } from '@contract/content';
import type { SharePreviewCreateRequest } from '@contract/preview';
import { PRESENCE_ROUTES } from '@contract/routes/presence';
import { PREVIEW_ROUTES } from '@contract/routes/preview';

import { callRoute } from '../../../lib/api-client';

/** The edit shell's calls: previews, share links, edit presence. */
export const previewApi = {
  formPreview: (kind: ContentKind, body: ContentSaveRequest) => callRoute(PREVIEW_ROUTES.formPreview, { params: { kind }, body }),
  share: (kind: ContentKind, body: SharePreviewCreateRequest) => callRoute(PREVIEW_ROUTES.share, { params: { kind }, body }),
  list: (kind: ContentKind, baseId: number) => callRoute(PREVIEW_ROUTES.list, { params: { kind, baseId } }),
  revoke: (id: number) => callRoute(PREVIEW_ROUTES.revoke, { params: { id } }),
  // Reported every 30 s while an item is open, with or without anyone at the keyboard: not activity for the idle timeout.
  presence: (kind: ContentKind, baseId: number) => callRoute(PRESENCE_ROUTES.report, { body: { kind, baseId } }, { headers: { [BACKGROUND_REQUEST_HEADER]: '1' } }),
  leave: (kind: ContentKind, baseId: number) => callRoute(PRESENCE_ROUTES.leave, { body: { kind, baseId } }),
};
