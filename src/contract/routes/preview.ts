import type { FormPreviewRequest, PreviewOpenResponse, SharePreviewCreated, SharePreviewCreateRequest, SharePreviewItem } from '../preview';
import { get, post } from './route';

export const PREVIEW_ROUTES = {
  formPreview: post<PreviewOpenResponse, FormPreviewRequest>()('/api/admin/:kind/preview'),
  share: post<SharePreviewCreated, SharePreviewCreateRequest>()('/api/admin/:kind/share-preview'),
  list: get<SharePreviewItem[]>()('/api/admin/:kind/share-preview/:baseId'),
  revoke: post<SharePreviewItem>()('/api/admin/share-preview/:id/revoke'),
  /** Public HTML: the preview page itself (the link is the credential). */
  page: get<string>()('/preview/:token'),
};
