import type { ContentItem } from '@contract/content';
import { kindIdOfFamily } from '@contract/content-kinds';
import { doccenterUrl } from '@contract/documents';
import { frenchVersionOf, type LabelFamilyGroup } from '@contract/labels';
import { CONTENT_ROUTES } from '@contract/routes/content';
import { LABEL_ROUTES } from '@contract/routes/labels';
import { SELECTOR_ROUTES } from '@contract/routes/selector';

import { callRoute } from '../../lib/api-client';
import type { ProductDocuments } from './slice';

// Public reads: a refusal must never send a visitor in the middle of the wizard to the login page.
const PUBLIC = { noAuthRouting: true };

export const fetchSolutions = () => callRoute(SELECTOR_ROUTES.solutions, {}, PUBLIC);

/** One page of the US product labels (the labels library's content kind); the selector's products are US products. */
export const fetchProductLabelsPage = (start: number, length: number) =>
  callRoute(CONTENT_ROUTES.filter, { params: { kind: kindIdOfFamily('labels-library') }, body: { start, length, regionId: 2 } }, PUBLIC);

/** The Canada labels library in every language: a French page's documents are the French versions found in it. */
export const fetchCanadaLibrary = () => callRoute(LABEL_ROUTES.search, { query: { region: 3 } }, PUBLIC);

export const documentHref = (guid: string | null | undefined) => (guid ? doccenterUrl(guid) : null);

type LabelLike = Pick<ContentItem, 'productLabel'>;

/** The list inside a filter answer: a bare list, or a page object holding it. */
export function labelItems(data: unknown): LabelLike[] {
  if (Array.isArray(data)) return data as LabelLike[];
  if (data && typeof data === 'object') {
    for (const key of ['items', 'data', 'list', 'results']) {
      const v = (data as Record<string, unknown>)[key];
      if (Array.isArray(v)) return v as LabelLike[];
    }
  }
  return [];
}

/** The total count a page object reports, if any. */
export function labelTotal(data: unknown): number | null {
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const key of ['total', 'recordsTotal', 'count', 'totalCount']) {
      const v = (data as Record<string, unknown>)[key];
      if (typeof v === 'number') return v;
    }
  }
  return null;
}

/**
 * Label and SDS links by product name (lower case); the first record of a name wins. With the library (a French
 * page) each link is the French version of that record's own document where there is one, else the English one
 * marked English only.
 */
export function documentsByProductName(items: LabelLike[], library?: LabelFamilyGroup[]): Record<string, ProductDocuments> {
  const out: Record<string, ProductDocuments> = {};
  for (const item of items) {
    const pl = item.productLabel;
    if (!pl?.productName) continue;
    const key = pl.productName.trim().toLowerCase();
    if (out[key]) continue;
    if (!library) {
      out[key] = { labelHref: documentHref(pl.labelDocumentGuid), sdsHref: documentHref(pl.sdsDocumentGuid) };
      continue;
    }
    const product = pl.productName;
    const label = pl.labelDocumentGuid && frenchVersionOf(library, { guid: pl.labelDocumentGuid, type: 'label', product });
    const sds = pl.sdsDocumentGuid && frenchVersionOf(library, { guid: pl.sdsDocumentGuid, type: 'sds', product });
    out[key] = {
      labelHref: documentHref(label || pl.labelDocumentGuid),
      sdsHref: documentHref(sds || pl.sdsDocumentGuid),
      labelEnglishOnly: !!pl.labelDocumentGuid && !label,
      sdsEnglishOnly: !!pl.sdsDocumentGuid && !sds,
    };
  }
  return out;
}
