import type { ContentFilterRequest } from '@contract/content';
import { kindIdOfFamily } from '@contract/content-kinds';
import type { DocumentDetail, DocumentFilterRequest } from '@contract/documents';
import type { ApiEnvelope } from '@contract/envelope';
import type { LabelQuery, LabelSubscribeRequest, LabelSubscriberFilter } from '@contract/labels';
import type { RegionId } from '@contract/regions';
import { CONTENT_ROUTES } from '@contract/routes/content';
import { DOCUMENT_ROUTES } from '@contract/routes/documents';
import { LABEL_ROUTES } from '@contract/routes/labels';

import { store } from '../../app/store';
import { callRoute, refreshTokenOnce } from '../../lib/api-client';
import { pageMessage } from '../../lib/i18n';
import { API_BASE_URL } from '../../lib/runtime-config';
import { needsRefresh } from '../../lib/token';

export const documentsApi = {
  filter: (f: DocumentFilterRequest) => callRoute(DOCUMENT_ROUTES.filter, { body: f }),
  get: (id: number | string) => callRoute(DOCUMENT_ROUTES.get, { params: { id } }),
  restore: (id: number, fileId: number) => callRoute(DOCUMENT_ROUTES.restore, { params: { id, fileId } }),
  deleteRevision: (id: number, fileId: number) => callRoute(DOCUMENT_ROUTES.deleteRevision, { params: { id, fileId } }),
  remove: (id: number) => callRoute(DOCUMENT_ROUTES.delete, { params: { id } }),
  info: (guids: string[]) => callRoute(DOCUMENT_ROUTES.info, { body: { guids } }),
  productLabels: (f: ContentFilterRequest) => callRoute(CONTENT_ROUTES.filter, { params: { kind: kindIdOfFamily('labels-library') }, body: f }),
  /** Add (no id) or edit with the form's file, reporting the upload's progress. */
  upload: (id: number | null | undefined, form: FormData, onProgress: (fraction: number) => void) =>
    uploadDocument(id ? DOCUMENT_ROUTES.edit.url({ id }) : DOCUMENT_ROUTES.add.url(), form, onProgress),
};

const PUBLIC = { noAuthRouting: true };

/** The labels library: public search, document page and subscribe; admin subscribers and change notices. */
export const labelsApi = {
  search: (region: RegionId, query: LabelQuery) =>
    callRoute(LABEL_ROUTES.search, { query: { q: query.q, type: query.type, lang: query.lang, state: query.state, product: query.product, region } }, PUBLIC),
  document: (guid: string, from?: number, to?: number) => callRoute(LABEL_ROUTES.document, { params: { guid }, query: from && to ? { from, to } : undefined }, PUBLIC),
  subscribe: (body: LabelSubscribeRequest) => callRoute(LABEL_ROUTES.subscribe, { body }, PUBLIC),
  subscribers: (filter: LabelSubscriberFilter) => callRoute(LABEL_ROUTES.subscribers, { query: filter }),
  subscribersExport: (filter: LabelSubscriberFilter) => callRoute(LABEL_ROUTES.subscribersExport, { query: filter }),
  removeSubscriber: (id: number) => callRoute(LABEL_ROUTES.deleteSubscriber, { params: { id } }),
  notices: () => callRoute(LABEL_ROUTES.notices),
  noticesExport: () => callRoute(LABEL_ROUTES.noticesExport),
};

/**
 * Sends the add/edit form with XMLHttpRequest, because fetch cannot report upload progress.
 * It carries the bearer token from the auth slice (refreshed first when about to expire); a 401
 * refreshes once and resends, like the shared client does.
 */
async function uploadDocument(url: string, form: FormData, onProgress: (fraction: number) => void, retried = false): Promise<ApiEnvelope<DocumentDetail>> {
  const auth = store.getState().auth;
  if (auth.token && needsRefresh(auth.token)) await refreshTokenOnce();
  const token = store.getState().auth.token;
  const { status, envelope } = await new Promise<{ status: number; envelope: ApiEnvelope<DocumentDetail> }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', API_BASE_URL + url);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve({ status: xhr.status, envelope: JSON.parse(xhr.responseText) as ApiEnvelope<DocumentDetail> });
      } catch {
        resolve({ status: xhr.status, envelope: { success: false, message: xhr.status === 413 ? 'The file is too large.' : `Upload failed (${xhr.status}).` } });
      }
    };
    xhr.onerror = () => void pageMessage('api.unreachable').then((message) => resolve({ status: 0, envelope: { success: false, message } }));
    xhr.send(form);
  });
  if (status === 401 && !retried && store.getState().auth.refreshToken && (await refreshTokenOnce())) {
    onProgress(0);
    return uploadDocument(url, form, onProgress, true);
  }
  return envelope;
}
