import { API } from '@contract/api-routes';
import type { ContentFilterRequest, ContentSummary } from '@contract/content';
import { DOCUMENT_API, DocumentDetail, DocumentFilterRequest, DocumentListResponse, DocumentPublicInfo } from '@contract/documents';
import type { ApiEnvelope, Paged } from '@contract/envelope';
import {
  ChangeNoticeRow,
  CsvExport,
  LabelDocumentView,
  LabelQuery,
  labelQueryToSearch,
  LABELS_API,
  LabelSearchResponse,
  LabelSubscribeRequest,
  LabelSubscriberRow,
} from '@contract/labels';
import type { RegionId } from '@contract/regions';

import { store } from '../../app/store';
import { api, refreshTokenOnce } from '../../lib/api-client';
import { API_BASE_URL } from '../../lib/runtime-config';
import { needsRefresh } from '../../lib/token';

export const documentsApi = {
  filter: (f: DocumentFilterRequest) => api.post<DocumentListResponse>(DOCUMENT_API.filter, f),
  get: (id: number | string) => api.get<DocumentDetail>(DOCUMENT_API.get(id)),
  restore: (id: number, fileId: number) => api.post<DocumentDetail>(DOCUMENT_API.restore(id, fileId)),
  remove: (id: number) => api.post<boolean>(DOCUMENT_API.delete(id)),
  info: (guids: string[]) => api.post<DocumentPublicInfo[]>(DOCUMENT_API.info, { guids }),
  productLabels: (f: ContentFilterRequest) => api.post<Paged<ContentSummary>>(API.content.filter('product-labels'), f),
};

const PUBLIC = { noAuthRouting: true };
const withRegion = (region: RegionId, query: LabelQuery) => {
  const s = labelQueryToSearch(query);
  return `${s ? `${s}&` : '?'}region=${region}`;
};

/** The labels library (issue 16): public search, document page and subscribe; admin subscribers and change notices. */
export const labelsApi = {
  search: (region: RegionId, query: LabelQuery) => api.get<LabelSearchResponse>(LABELS_API.search + withRegion(region, query), PUBLIC),
  document: (guid: string, from?: number, to?: number) => api.get<LabelDocumentView>(LABELS_API.document(guid) + (from && to ? `?from=${from}&to=${to}` : ''), PUBLIC),
  subscribe: (body: LabelSubscribeRequest) => api.post<boolean>(LABELS_API.subscribe, body, PUBLIC),
  subscribers: (filter: { product?: string; document?: string }) => api.get<LabelSubscriberRow[]>(LABELS_API.admin.subscribers + query(filter)),
  subscribersExport: (filter: { product?: string; document?: string }) => api.get<CsvExport>(LABELS_API.admin.subscribersExport + query(filter)),
  removeSubscriber: (id: number) => api.post<boolean>(LABELS_API.admin.deleteSubscriber(id)),
  notices: () => api.get<ChangeNoticeRow[]>(LABELS_API.admin.notices),
  noticesExport: () => api.get<CsvExport>(LABELS_API.admin.noticesExport),
};

function query(filter: Record<string, string | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * Sends the add/edit form with XMLHttpRequest, because fetch cannot report upload progress.
 * It carries the bearer token from the auth slice (refreshed first when about to expire); a 401
 * refreshes once and resends, like the shared client does.
 */
export async function uploadDocument(url: string, form: FormData, onProgress: (fraction: number) => void, retried = false): Promise<ApiEnvelope<DocumentDetail>> {
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
    xhr.onerror = () => resolve({ status: 0, envelope: { success: false, message: 'The server could not be reached. Please try again.' } });
    xhr.send(form);
  });
  if (status === 401 && !retried && store.getState().auth.refreshToken && (await refreshTokenOnce())) {
    onProgress(0);
    return uploadDocument(url, form, onProgress, true);
  }
  return envelope;
}
