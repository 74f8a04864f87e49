import { DOCUMENT_KIND_NAME } from '@contract/documents';
import { LABEL_LINK_TEXT, LabelDocumentRow, LANGUAGE_NAME } from '@contract/labels';

/** "PDF", "SVG", "DOCX" … from a content type (the size beside it comes from formatBytes). */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.startsWith('image/svg')) return 'SVG';
  if (contentType.startsWith('image/')) return contentType.slice(6).toUpperCase();
  if (contentType.includes('wordprocessingml')) return 'DOCX';
  if (contentType.includes('spreadsheetml')) return 'XLSX';
  return 'File';
}

/** A document's link text on /product-labels: "Product Label", "SDS", "Product Label (French)", "Special local need label". */
export function documentLinkText(d: Pick<LabelDocumentRow, 'type' | 'language'>): string {
  const base = LABEL_LINK_TEXT[d.type] ?? DOCUMENT_KIND_NAME[d.type];
  return d.language === 'en' ? base : `${base} (${LANGUAGE_NAME[d.language]})`;
}

/** "March 1, 2025" from YYYY-MM-DD, the same on the server and in the browser (UTC, fixed locale). */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
