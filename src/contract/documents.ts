import { CANADA_LANGUAGE_TAG, DEFAULT_LOCALE, type Locale } from './i18n/locale';
import type { RegionId } from './regions';

/**
 * The document library: every file the site links to (labels, SDS, patent and modern-slavery
 * statements, images) lives behind a permanent public GUID served at /doccenter/{guid}.
 */
export type DocumentKind = 'label' | 'sds' | 'supplemental-label' | 'sln-label' | 'patent' | 'modern-slavery' | 'brochure' | 'image' | 'other';
export const DOCUMENT_KINDS: DocumentKind[] = ['label', 'sds', 'supplemental-label', 'sln-label', 'patent', 'modern-slavery', 'brochure', 'image', 'other'];
export const DOCUMENT_KIND_NAME: Record<DocumentKind, string> = {
  label: 'Label',
  sds: 'SDS',
  'supplemental-label': 'Supplemental label',
  'sln-label': 'Special local need label',
  brochure: 'Brochure',
  patent: 'Patent statement',
  'modern-slavery': 'Modern-slavery statement',
  image: 'Image',
  other: 'Other',
};
export const isDocumentKind = (v: unknown): v is DocumentKind => typeof v === 'string' && (DOCUMENT_KINDS as string[]).includes(v);

/** The public link of a document; it never changes when the file is replaced. */
export const doccenterUrl = (guid: string) => `/doccenter/${guid}`;

/**
 * Resized copies of library photos (PNG, JPEG, WebP): /doccenter/{guid}?w={width} answers the image
 * at most that wide, as WebP when the browser accepts it. Only these widths are made.
 */
export const RENDITION_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const RENDITION_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
/** srcset for a library image link (other addresses: none), e.g. for <img srcSet sizes>. */
export function doccenterSrcSet(src: string): string | undefined {
  if (!/^\/doccenter\/[0-9a-f-]{36}$/i.test(src)) return undefined;
  return RENDITION_WIDTHS.map((w) => `${src}?w=${w} ${w}w`).join(', ');
}

/** One file in a document's history. */
export interface DocumentFileInfo {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  /** Pixel size for images (SVG: from width/height or viewBox). */
  width: number | null;
  height: number | null;
  uploadedAt: string;
  uploadedBy: string | null;
  current: boolean;
  /** Revision number: this file is served at /doccenter/{guid}/revisions/{n}. */
  revisionNo: number;
  revisionDate: string | null;
  effectiveDate: string | null;
  whatChanged: string | null;
  validUntil: string | null;
  /** PDF text extraction: pending, done, failed; null for other files. */
  textStatus: string | null;
}

export interface DocumentSummary {
  id: number;
  guid: string;
  title: string;
  kind: DocumentKind;
  regionIds: RegionId[];
  /** The current file. */
  fileName: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Public link, /doccenter/{guid}. */
  url: string;
  created: string;
  /** When the current file became current (upload, replace or restore) or the details last changed. */
  updated: string;
}

export interface DocumentDetail extends DocumentSummary {
  currentFileId: number;
  /** Newest first. */
  files: DocumentFileInfo[];
  /** Content that links this document (product labels, pages, heroes); it cannot be deleted while linked. */
  usedBy: { kind: string; baseId: number; title: string }[];
  /** Labels library. */
  language: 'en' | 'fr' | 'es';
  products: string[];
  registrations: { agency: 'EPA' | 'State' | 'Canada PCP' | 'Canada Fertilizers Act'; number: string }[];
  areas: string[];
  /** The other language versions of this document. */
  languageVersions: { guid: string; title: string; language: 'en' | 'fr' | 'es' }[];
}

/** POST /api/admin/documents/filter */
export interface DocumentFilterRequest {
  search?: string;
  kind?: DocumentKind;
  regionId?: RegionId;
  sort?: 'newest' | 'oldest' | 'title';
  start?: number;
  length?: number;
}
export interface DocumentListResponse {
  items: DocumentSummary[];
  total: number;
}

/** What anyone may know about a document (POST /api/documents/info). */
/** POST /api/documents/info: the documents to describe (by GUID). */
export interface DocumentInfoRequest {
  guids: string[];
}

export interface DocumentPublicInfo {
  guid: string;
  title: string;
  kind: DocumentKind;
  fileName: string;
  contentType: string;
  size: number;
  updated: string;
}

/** GET /api/documents/legal */
export interface LegalDocuments {
  patent: DocumentPublicInfo | null;
  modernSlavery: DocumentPublicInfo | null;
}

/**
 * The GUIDs the demo seed gives the patent and modern-slavery statements. Replacing their file in
 * the document library keeps these links working; the footer may link them directly.
 */
export const SEEDED_LEGAL_GUIDS = {
  patent: '7a1c5e0e-3f4b-5d2a-9c61-0f5e8b2d4a11',
  modernSlavery: '0b8d2f64-91c7-5e3a-8f20-6d4c1a9e7b52',
} as const;

export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,.svg,.docx,.xlsx,application/pdf,image/png,image/jpeg,image/webp,image/svg+xml';

export const DOCUMENT_MESSAGES = {
  noFile: 'Please choose a file to upload.',
  empty: 'The file is empty.',
  tooLarge: (maxBytes: number) => `The file is too large. The limit is ${formatBytes(maxBytes)}.`,
  wrongType: 'This file type is not allowed. Upload a PDF, PNG, JPEG, WebP, SVG, DOCX or XLSX file.',
  titleRequired: 'Title is required.',
  kindRequired: 'Choose a kind.',
  regionRequired: 'Choose at least one region.',
  notFound: 'The document was not found.',
  fileNotFound: 'That file is not in this document’s history.',
  currentRevisionKept: 'The current revision cannot be deleted. Upload or restore another file first, then delete this one.',
  badWidth: `Width must be one of ${RENDITION_WIDTHS.join(', ')}.`,
} as const;

/** File-size words by language; Canadian French puts a no-break space between the number and its unit. */
const SIZE_UNITS: Record<Locale, { bytes: (n: number) => string; units: [string, string, string]; space: string }> = {
  en: { bytes: () => 'bytes', units: ['KB', 'MB', 'GB'], space: ' ' },
  fr: { bytes: (n) => (n < 2 ? 'octet' : 'octets'), units: ['Ko', 'Mo', 'Go'], space: '\u00a0' },
};
const sizeNumbers: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** A file's size: "245 KB", "1.6 MB" in English; "245 Ko", "1,6 Mo" in Canadian French. One decimal at most. */
export function formatBytes(n: number, locale: Locale = DEFAULT_LOCALE): string {
  const words = SIZE_UNITS[locale] ?? SIZE_UNITS[DEFAULT_LOCALE];
  // No grouping: "1024 KB", never "1,024 KB" (or "1 024 Ko").
  const number = (sizeNumbers[locale] ??= new Intl.NumberFormat(CANADA_LANGUAGE_TAG[locale] ?? 'en', { maximumFractionDigits: 1, useGrouping: false }));
  if (n < 1024) return `${number.format(n)}${words.space}${words.bytes(n)}`;
  const step = n < 1024 ** 2 ? 0 : n < 1024 ** 3 ? 1 : 2;
  return `${number.format(Math.round(n / (1024 ** (step + 1) / 10)) / 10)}${words.space}${words.units[step]}`;
}
