import { PRODUCT_FAMILY_NAME, ProductFamily, ProductLabelFields } from '@contract/content';

/** One product's row on /product-labels. */
export interface LabelRow {
  baseId: number;
  productName: string;
  family: ProductFamily;
  sortOrder: number;
  labelGuid: string | null;
  sdsGuid: string | null;
  supplemental: { title: string; documentGuid: string }[];
}

export interface LabelGroup {
  family: ProductFamily;
  name: string;
  rows: LabelRow[];
}

const FAMILY_ORDER: ProductFamily[] = ['nitrogen-stabilizers', 'micronutrients', 'seed-enhancer'];

export function toLabelRow(item: { baseId: number; title: string; productLabel?: ProductLabelFields | null }): LabelRow | null {
  const l = item.productLabel;
  if (!l) return null;
  return {
    baseId: item.baseId,
    productName: l.productName || item.title,
    family: FAMILY_ORDER.includes(l.family) ? l.family : 'micronutrients',
    sortOrder: l.sortOrder ?? 0,
    labelGuid: l.labelDocumentGuid ?? null,
    sdsGuid: l.sdsDocumentGuid ?? null,
    supplemental: (l.supplemental ?? []).filter((s) => s.documentGuid),
  };
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9+]+/g, ' ').trim();

/** Groups rows by product family (spec order), sorted by sort order then name, keeping those matching the filter text. */
export function groupLabels(rows: LabelRow[], filter: string): LabelGroup[] {
  const q = norm(filter);
  const matches = (r: LabelRow) => !q || norm(`${r.productName} ${PRODUCT_FAMILY_NAME[r.family]} ${r.supplemental.map((s) => s.title).join(' ')}`).includes(q);
  return FAMILY_ORDER.map((family) => ({
    family,
    name: PRODUCT_FAMILY_NAME[family],
    rows: rows
      .filter((r) => r.family === family && matches(r))
      .sort((a, b) => a.sortOrder - b.sortOrder || a.productName.localeCompare(b.productName)),
  })).filter((g) => g.rows.length > 0);
}

/** "PDF, 12 KB" from a content type and size. */
export function fileKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType.startsWith('image/svg')) return 'SVG';
  if (contentType.startsWith('image/')) return contentType.slice(6).toUpperCase();
  if (contentType.includes('wordprocessingml')) return 'DOCX';
  if (contentType.includes('spreadsheetml')) return 'XLSX';
  return 'File';
}
