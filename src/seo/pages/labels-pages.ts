import { Injectable } from '@nestjs/common';

import type { ContentItem } from '../../contract/content';
import type { KindIdOfFamily } from '../../contract/content-kinds';
import { kindsOfFamily } from '../../contract/content-kinds';
import { DOCUMENT_KIND_NAME } from '../../contract/documents';
import { frenchPath } from '../../contract/i18n/locale-paths';
import { labelDocumentPath, labelQueryFromSearch, LANGUAGE_NAME } from '../../contract/labels';
import type { InitialPageData } from '../../contract/site';
import { LabelsLibraryService } from '../../documents/labels/labels-library.service';
import type { PageHead } from '../../web/page-head';
import { plainText } from '../head-tags';
import { labelsListAt, labelsListPath } from '../page-paths';
import { staticRoute } from '../site-routes';
import { HeadPages, PageCtx } from './head-page';

/** The labels library: its searchable list (where a labels-library kind's items show) and a page per document. */
@Injectable()
export class LabelsPages {
  constructor(
    private readonly pages: HeadPages,
    private readonly labels: LabelsLibraryService,
  ) {}

  /**
   * The list's search at a fixed route, or null when the route is no labels list. The filters live in the
   * URL (?q=&type=&lang=&state=&product=): a shared link renders its results. `preview` stands in for its
   * published version.
   */
  async listData(ctx: PageCtx, key: string, preview?: ContentItem): Promise<InitialPageData | null> {
    const def = labelsListAt(key);
    if (!def) return null;
    const search = await this.labels.search(labelQueryFromSearch(preview ? '' : ctx.query), ctx.region, preview);
    return { path: ctx.path, kind: def.kind as KindIdOfFamily<'labels-library'>, region: ctx.region, search };
  }

  /** /{list}/{guid}: a document of the labels library with its revision history (and ?from=&to= compare). */
  async document(ctx: PageCtx, guid: string): Promise<PageHead> {
    const q = new URLSearchParams(ctx.query);
    const num = (v: string | null) => (v && /^\d{1,6}$/.test(v) ? Number(v) : undefined);
    const document = await this.labels.view(guid, num(q.get('from')), num(q.get('to')));
    if (!document) return this.pages.notFound(ctx);
    const type = DOCUMENT_KIND_NAME[document.type];
    const products = document.products.join(', ');
    const description = plainText(
      `${type}${products ? ` for ${products}` : ''} (${LANGUAGE_NAME[document.language]}), revised ${document.current.revisionDate}.${document.current.whatChanged ? ` What changed: ${document.current.whatChanged}` : ''} Download the current revision and see every earlier one.`,
    );
    const path = labelDocumentPath(document.guid);
    // The breadcrumb goes through the library's list (the labels-library kind's list page).
    const library = kindsOfFamily('labels-library')[0];
    const list = library ? staticRoute(labelsListPath(library)) : undefined;
    return this.pages.page(ctx, {
      title: document.title,
      description,
      region: null,
      canonicalPath: path,
      twin: { en: path, enRegion: null, fr: frenchPath(path) },
      jsonLd: [this.pages.trail(ctx, null, [...(list ? [{ name: list.title, path: list.path }] : []), { name: document.title, path }])],
      initialData: { path: ctx.path, kind: 'label-document', region: ctx.region, document },
    });
  }
}
