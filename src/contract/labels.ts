import type { ProductFamily } from './content';
import { CA_PROVINCES, US_STATES } from './directory';
import type { DocumentKind } from './documents';
import type { Locale } from './i18n/locale';
import type { RegionId } from './regions';

/**
 * The labels and SDS library: documents of the document library with a language, products,
 * registration numbers, the states or provinces where they apply, and a history of revisions that stay
 * downloadable at their own address; a searchable /product-labels, a page per document, QR codes of the
 * stable link, and emailed change notices (double opt-in).
 */
export type LanguageCode = 'en' | 'fr' | 'es';
export const LANGUAGES: LanguageCode[] = ['en', 'fr', 'es'];
export const LANGUAGE_NAME: Record<LanguageCode, string> = { en: 'English', fr: 'French', es: 'Spanish' };
export const isLanguage = (v: unknown): v is LanguageCode => typeof v === 'string' && (LANGUAGES as string[]).includes(v);

export const REGISTRATION_AGENCIES = ['EPA', 'State', 'Canada PCP', 'Canada Fertilizers Act'] as const;
export type RegistrationAgency = (typeof REGISTRATION_AGENCIES)[number];
export interface Registration {
  agency: RegistrationAgency;
  number: string;
}

/** US states and Canadian provinces by code (a label applies to some of them; none = everywhere in its region). */
export const LABEL_AREAS: Record<string, string> = { ...US_STATES, ...CA_PROVINCES };
export const isLabelArea = (v: string) => Object.prototype.hasOwnProperty.call(LABEL_AREAS, v);

/** The document types listed on /product-labels (images are library artwork, not labels). */
export const LABEL_TYPES: DocumentKind[] = ['label', 'sds', 'supplemental-label', 'sln-label', 'patent', 'modern-slavery', 'brochure', 'other'];
/** Link text of a document on /product-labels. */
export const LABEL_LINK_TEXT: Partial<Record<DocumentKind, string>> = { label: 'Product Label', sds: 'SDS' };

/** The filters of /product-labels, as they are in its URL: `?q=&type=&lang=&state=&product=`. */
export interface LabelQuery {
  q?: string;
  type?: DocumentKind;
  lang?: LanguageCode;
  state?: string;
  product?: string;
}
export const LABEL_QUERY_KEYS = ['q', 'type', 'lang', 'state', 'product'] as const;

/** GET /api/labels/search: the filters (an empty one is the same as none) and the region. */
export type LabelSearchQuery = { [K in keyof LabelQuery]?: LabelQuery[K] | '' } & { region?: RegionId };
/** GET /api/labels/documents/{guid}: two revisions to compare. */
export interface LabelRevisionsQuery {
  from?: number;
  to?: number;
}
/** The subscribers list and its CSV: those of one product or one document (GUID). */
export interface LabelSubscriberFilter {
  product?: string;
  document?: string;
}

/** Reads the filters from a query string; anything unknown is dropped. */
export function labelQueryFromSearch(search: string): LabelQuery {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: LabelQuery = {};
  const q = (p.get('q') ?? '').trim().slice(0, 200);
  if (q) out.q = q;
  const type = p.get('type');
  if (type && (LABEL_TYPES as string[]).includes(type)) out.type = type as DocumentKind;
  const lang = p.get('lang');
  if (isLanguage(lang)) out.lang = lang;
  const state = (p.get('state') ?? '').toUpperCase();
  if (isLabelArea(state)) out.state = state;
  const product = (p.get('product') ?? '').trim().slice(0, 200);
  if (product) out.product = product;
  return out;
}

/** The query string of a filter set, in one fixed order (so a shared link is one cache entry). */
export function labelQueryToSearch(q: LabelQuery): string {
  const p = new URLSearchParams();
  for (const k of LABEL_QUERY_KEYS) if (q[k]) p.set(k, String(q[k]));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export const isLabelQueryEmpty = (q: LabelQuery) => LABEL_QUERY_KEYS.every((k) => !q[k]);

/** One current document in the results. */
export interface LabelDocumentRow {
  guid: string;
  title: string;
  type: DocumentKind;
  language: LanguageCode;
  /** Language versions of one document share this key (the GUID of the first of them); null when it has none. */
  languageSet: string | null;
  /** YYYY-MM-DD of the current revision. */
  revisionDate: string;
  contentType: string;
  size: number;
  /** /doccenter/{guid} */
  url: string;
  /** /product-labels/{guid} */
  pageUrl: string;
}

export interface LabelProductGroup {
  productName: string;
  /** The documents that name no product: the card is titled "Other documents" in the page's language. */
  other?: true;
  documents: LabelDocumentRow[];
}
export interface LabelFamilyGroup {
  family: ProductFamily | 'other';
  name: string;
  products: LabelProductGroup[];
}

/** GET /api/labels/search?q=&type=&lang=&state=&product=&region= */
export interface LabelSearchResponse {
  region: RegionId;
  query: LabelQuery;
  families: LabelFamilyGroup[];
  /** Documents found. */
  total: number;
  /** Every product name of the region, for the product filter and the notify form. */
  productNames: string[];
}

/** What a French page links for one English label or SDS: the GUID of its French (or bilingual) version, if any. */
export interface EnglishDocument {
  guid: string;
  type: DocumentKind;
  /** The product (the product-labels record's product name) the document belongs to. */
  product: string;
}

/**
 * The French (or bilingual) version of a product's English label or SDS in a library search answer (every language):
 * the French document in the English one's language set, else a French document of the same type that names that
 * very product. Null when there is none, so the page links the English one and says so; never another product's.
 */
export function frenchVersionOf(families: LabelFamilyGroup[], english: EnglishDocument): string | null {
  const groups = families.flatMap((f) => f.products);
  const guid = english.guid.toLowerCase();
  const set = groups.flatMap((g) => g.documents).find((d) => d.guid === guid)?.languageSet;
  const frenchOfType = (d: LabelDocumentRow) => d.language === 'fr' && d.type === english.type;
  const version = groups.flatMap((g) => g.documents).find((d) => frenchOfType(d) && !!d.languageSet && (d.languageSet === guid || d.languageSet === set));
  if (version) return version.guid;
  const product = english.product.trim().toLowerCase();
  return groups.find((g) => g.productName.trim().toLowerCase() === product)?.documents.find(frenchOfType)?.guid ?? null;
}

/** One file of a document's history: revision n is served at /doccenter/{guid}/revisions/{n}. */
export interface LabelRevision {
  n: number;
  fileName: string;
  contentType: string;
  size: number;
  revisionDate: string;
  effectiveDate: string | null;
  whatChanged: string | null;
  uploadedAt: string;
  current: boolean;
  /** YYYY-MM-DD when a later revision replaced it; null for the current one. */
  supersededOn: string | null;
  validUntil: string | null;
  url: string;
  hasText: boolean;
}

export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface LabelCompare {
  from: number;
  to: number;
  /** Null when one of the two has no extracted text (not a PDF, or unreadable). */
  parts: DiffPart[] | null;
}

/** GET /api/labels/documents/{guid}?from=&to=: the document page. */
export interface LabelDocumentView {
  guid: string;
  title: string;
  type: DocumentKind;
  language: LanguageCode;
  regionIds: RegionId[];
  products: string[];
  registrations: Registration[];
  areas: string[];
  languageVersions: { guid: string; title: string; language: LanguageCode }[];
  current: LabelRevision;
  /** Every other revision, newest first. */
  revisions: LabelRevision[];
  compare: LabelCompare | null;
  url: string;
  qrSvg: string;
  qrPng: string;
}

/** POST /api/labels/subscribe */
export interface LabelSubscribeRequest {
  email: string;
  products?: string[];
  documents?: string[];
  /** The language of the page (default en): the answer, the confirmation and every change notice use it. */
  locale?: Locale;
}
export const LABEL_MESSAGES = {
  subscribed: 'Thank you. Please check your inbox: we sent you an email with a link to confirm. Nothing is sent to you before you confirm.',
  emailInvalid: 'Please enter a valid email address.',
  chooseTarget: 'Choose at least one product or document.',
  rateLimited: 'Too many requests. Please try again later.',
  unknownProduct: 'That product is not in our catalogue. Choose products from the list and send the form again.',
  unknownDocument: 'That document is not in our labels library. Choose documents from the list and send the form again.',
  tooManyTargets: 'Choose at most 50 products and 50 documents.',
  noteRequired: 'Please describe what changed in this revision.',
  badDate: 'Enter a date as YYYY-MM-DD.',
  badArea: 'Use two-letter state or province codes, e.g. IA, ON.',
  badRegistration: 'Write one registration a line as “Agency: number”, with agency EPA, State, Canada PCP or Canada Fertilizers Act.',
  badLanguageSet: 'Language versions: enter the GUID of another document in the library.',
} as const;

/** The pages of the emailed confirmation link (GET shows a button; its POST confirms). */
export const LABEL_NOTICE_PAGES = {
  confirmTitle: 'Confirm your subscription',
  confirmQuestion: 'Send change notices about the labels and safety data sheets you chose to this address?',
  confirmButton: 'Confirm',
  confirmedTitle: 'Subscription confirmed',
  confirmed: 'Thank you. You will get an email when a label or safety data sheet you follow changes.',
  invalidTitle: 'Link not valid',
  invalid: 'This confirmation link is not valid or was already used.',
  expiredTitle: 'Link expired',
  expired: 'This confirmation link has expired: links work for 7 days. Ask for change notices again on the product or label page.',
} as const;

/** Admin: a subscription (one address following one product or document). */
export interface LabelSubscriberRow {
  id: number;
  email: string;
  targetType: 'product' | 'document';
  target: string;
  /** Product name or the document's title. */
  targetName: string;
  status: 'confirmed' | 'pending';
  created: string;
  confirmed: string | null;
}

/** Admin: one change notice sent (or queued, or failed) to one address. */
export interface ChangeNoticeRow {
  id: number;
  documentGuid: string;
  documentTitle: string;
  revision: number;
  revisionDate: string;
  email: string;
  status: 'queued' | 'sent' | 'failed';
  queuedAt: string;
  sentAt: string | null;
  error: string | null;
}

export interface CsvExport {
  filename: string;
  csv: string;
}

export const labelDocumentPath = (guid: string) => `/product-labels/${guid}`;
export const revisionUrl = (guid: string, n: number) => `/doccenter/${guid}/revisions/${n}`;
export const qrUrl = (guid: string, ext: 'svg' | 'png') => `/doccenter/${guid}/qr.${ext}`;
export const LABEL_DOCUMENT_PATH = /^\/product-labels\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
