import { LABEL_TYPES, LabelDocumentRow, LanguageCode } from '@contract/labels';

/** "PDF", "SVG", "DOCX" … from a content type (the size beside it comes from formatBytes). */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.startsWith('image/svg')) return 'SVG';
  if (contentType.startsWith('image/')) return contentType.slice(6).toUpperCase();
  if (contentType.includes('wordprocessingml')) return 'DOCX';
  if (contentType.includes('spreadsheetml')) return 'XLSX';
  return 'File';
}

/** A document's link names its language when it is not the page's: "Product Label (French)", « Étiquette du produit (anglais) ». */
export const linkNamesLanguage = (document: LanguageCode, page: 'en' | 'fr'): boolean => document !== page;

/** A product's documents by type, and within a type those in the page's language first (then as the server listed them). */
export function pageLanguageFirst<T extends Pick<LabelDocumentRow, 'type' | 'language'>>(documents: T[], page: 'en' | 'fr'): T[] {
  const typeRank = (d: T) => LABEL_TYPES.indexOf(d.type);
  return [...documents].sort((a, b) => typeRank(a) - typeRank(b) || Number(b.language === page) - Number(a.language === page));
}
