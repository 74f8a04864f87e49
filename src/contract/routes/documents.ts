import type { DocumentDetail, DocumentFilterRequest, DocumentInfoRequest, DocumentListResponse, DocumentPublicInfo, DocumentSummary, LegalDocuments } from '../documents';
import { get, post } from './route';

export const DOCUMENT_ROUTES = {
  filter: post<DocumentListResponse, DocumentFilterRequest>()('/api/admin/documents/filter'),
  get: get<DocumentDetail>()('/api/admin/documents/get/:id'),
  /**
   * Multipart form fields of add/edit: title, kind, regionIds (comma separated, e.g. "2,3"),
   * and on add a `file` part (optional on edit: a new file replaces the current one).
   * Labels library (all optional): language (en|fr|es), languageOf (GUID of another language version),
   * products (comma separated names), registrations (one "Agency: number" a line), areas (state/province
   * codes), and for the uploaded (or current) revision revisionDate, effectiveDate (YYYY-MM-DD), whatChanged;
   * validUntil: "Valid on existing stock until" for the revision a new file supersedes.
   */
  add: post<DocumentSummary, FormData>()('/api/admin/documents/add'),
  /** Multipart form, as add. */
  edit: post<DocumentDetail, FormData>()('/api/admin/documents/edit/:id'),
  restore: post<DocumentDetail>()('/api/admin/documents/restore/:id/:fileId'),
  delete: post<boolean>()('/api/admin/documents/delete/:id'),
  /** Administrator only: removes one earlier file of the history (never the current one) from the database and storage. */
  deleteRevision: post<DocumentDetail>()('/api/admin/documents/delete-revision/:id/:fileId'),
  /** Public: unknown GUIDs left out. */
  info: post<DocumentPublicInfo[], DocumentInfoRequest>()('/api/documents/info'),
  /** Public: the current patent and modern-slavery statements for the footer's legal links. */
  legal: get<LegalDocuments>()('/api/documents/legal'),
  /** Files (not JSON): the current file, any revision of a labels-library document, the QR codes of the stable link. */
  file: get<Blob>()('/doccenter/:guid'),
  revision: get<Blob>()('/doccenter/:guid/revisions/:n'),
  qrSvg: get<Blob>()('/doccenter/:guid/qr.svg'),
  qrPng: get<Blob>()('/doccenter/:guid/qr.png'),
};
