import type { ContentKind, ContentSaveRequest } from '@contract/content';
import { PRESENCE_ROUTES, PresenceResponse } from '@contract/presence';
import { PREVIEW_ROUTES, PreviewOpenResponse, SharePreviewCreated, SharePreviewCreateRequest, SharePreviewItem } from '@contract/preview';

import { api } from '../../../lib/api-client';

/** Issue 17 calls of the edit shell: previews, share links, edit presence. */
export const previewApi = {
  formPreview: (kind: ContentKind, body: ContentSaveRequest) => api.post<PreviewOpenResponse>(PREVIEW_ROUTES.formPreview(kind), body),
  share: (kind: ContentKind, body: SharePreviewCreateRequest) => api.post<SharePreviewCreated>(PREVIEW_ROUTES.share(kind), body),
  list: (kind: ContentKind, baseId: number) => api.get<SharePreviewItem[]>(PREVIEW_ROUTES.list(kind, baseId)),
  revoke: (id: number) => api.post<SharePreviewItem>(PREVIEW_ROUTES.revoke(id), {}),
  presence: (kind: ContentKind, baseId: number) => api.post<PresenceResponse>(PRESENCE_ROUTES.report, { kind, baseId }),
  leave: (kind: ContentKind, baseId: number) => api.post<boolean>(PRESENCE_ROUTES.leave, { kind, baseId }),
};
