import type {
  ChangeNoticeRow,
  CsvExport,
  LabelDocumentView,
  LabelRevisionsQuery,
  LabelSearchQuery,
  LabelSearchResponse,
  LabelSubscribeRequest,
  LabelSubscriberFilter,
  LabelSubscriberRow,
} from '../labels';
import { get, post } from './route';

export const LABEL_ROUTES = {
  search: get<LabelSearchResponse, LabelSearchQuery>()('/api/labels/search'),
  document: get<LabelDocumentView, LabelRevisionsQuery>()('/api/labels/documents/:guid'),
  subscribe: post<boolean, LabelSubscribeRequest>()('/api/labels/subscribe'),
  subscribers: get<LabelSubscriberRow[], LabelSubscriberFilter>()('/api/admin/labels/subscribers'),
  subscribersExport: get<CsvExport, LabelSubscriberFilter>()('/api/admin/labels/subscribers/export'),
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
