import type { ChangeNoticeRow, CsvExport, LabelDocumentView, LabelQuery, LabelSearchResponse, LabelSubscribeRequest, LabelSubscriberRow } from '../labels';
import { get, post, type RegionQuery } from './route';

type SubscriberFilter = { product?: string; document?: string };

export const LABEL_ROUTES = {
  search: get<LabelSearchResponse, LabelQuery & RegionQuery>()('/api/labels/search'),
  document: get<LabelDocumentView, { from?: number; to?: number }>()('/api/labels/documents/:guid'),
  subscribe: post<boolean, LabelSubscribeRequest>()('/api/labels/subscribe'),
  subscribers: get<LabelSubscriberRow[], SubscriberFilter>()('/api/admin/labels/subscribers'),
  subscribersExport: get<CsvExport, SubscriberFilter>()('/api/admin/labels/subscribers/export'),
  deleteSubscriber: post<boolean>()('/api/admin/labels/subscribers/delete/:id'),
  notices: get<ChangeNoticeRow[]>()('/api/admin/labels/notices'),
  noticesExport: get<CsvExport>()('/api/admin/labels/notices/export'),
  /** HTML pages and form posts of the emailed links (work without script). */
  noticesSubscribeForm: post<string>()('/label-notices/subscribe'),
  noticesConfirmPage: get<string>()('/label-notices/confirm/:token'),
  noticesConfirm: post<string>()('/label-notices/confirm/:token'),
  noticesUnsubscribePage: get<string>()('/label-notices/unsubscribe/:token'),
  noticesUnsubscribe: post<string>()('/label-notices/unsubscribe/:token'),
};
