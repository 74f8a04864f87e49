import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { diffWords } from 'diff';
import { In, Repository } from 'typeorm';

import { foldForSearch } from '../../common/search-text';
import { containsPattern, escapeLike, LIKE_ESCAPE } from '../../common/sql-like';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ContentReads } from '../../content/content-reads.service';
import { ContentItem, PRODUCT_FAMILY_NAME, ProductFamily } from '../../contract/content';
import { kindIdOfFamily } from '../../contract/content-kinds';
import { doccenterUrl, DocumentKind } from '../../contract/documents';
import {
  isLanguage,
  LABEL_TYPES,
  LabelCompare,
  labelDocumentPath,
  LabelDocumentRow,
  LabelDocumentView,
  LabelFamilyGroup,
  LabelQuery,
  LabelRevision,
  LabelSearchResponse,
  LanguageCode,
  LANGUAGES,
  qrUrl,
  revisionUrl,
} from '../../contract/labels';
import { isRegionId, RegionId } from '../../contract/regions';
import { searchFoldSql } from '../../database/data-source-options';
import { documentTag, tagResponse } from '../../page-cache/cache-tags';
import { DocumentEntity, DocumentFileEntity } from '../document.entity';
import { LIBRARY_TAG } from '../document-changes';
import { decodeList, decodeRegistrations } from './label-fields';

const FAMILY_ORDER: ProductFamily[] = ['nitrogen-stabilizers', 'micronutrients', 'seed-enhancer'];
const OTHER_DOCUMENTS = 'Other documents';
/** Compare only this much text of each revision: diffing is quadratic at worst. */
const DIFF_MAX_CHARS = 150_000;

interface ProductRecord {
  name: string;
  family: ProductFamily;
  sortOrder: number;
  guids: string[];
}

/** Matched against LOWER(column): the input lower-cased, LIKE's wildcards escaped (the one escaping of src/common/sql-like). */
const likeEscape = (s: string) => escapeLike(s.toLowerCase());
const dateOf = (d: Date) => d.toISOString().slice(0, 10);
const key = (s: string) => s.trim().toLowerCase();

/**
 * The public labels library: the search behind /product-labels (title, product, registration numbers
 * and the words of the current revision's PDF text; filters by type, language, state/province and
 * product) and the document page with its revision history and a word-level compare of two revisions.
 */
/** Documents whose earlier revisions stay downloadable at their stable address. */
const REVISION_HISTORY_KINDS: DocumentKind[] = ['label', 'supplemental-label', 'sln-label', 'sds'];

@Injectable()
export class LabelsLibraryService {
  constructor(
    @InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>,
    @InjectRepository(DocumentFileEntity) private readonly files: Repository<DocumentFileEntity>,
    private readonly content: ContentReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The product-labels records (name, family, linked documents), of one region or all; `preview` stands in for its published version (a preview). */
  private async records(region?: RegionId, preview?: ContentItem): Promise<ProductRecord[]> {
    const { items } = await this.content.listPublished(kindIdOfFamily('labels-library'), { ...(region ? { regionId: region } : {}), start: 0, length: 100, sort: 'title' });
    const shown: Pick<ContentItem, 'title' | 'productLabel'>[] = preview ? [...items.filter((i) => !preview.baseId || i.baseId !== preview.baseId), preview] : items;
    return shown
      .filter((i) => i.productLabel)
      .map((i) => {
        const l = i.productLabel!;
        return {
          name: l.productName || i.title,
          family: FAMILY_ORDER.includes(l.family) ? l.family : 'micronutrients',
          sortOrder: l.sortOrder ?? 0,
          guids: [l.labelDocumentGuid, l.sdsDocumentGuid, ...(l.supplemental ?? []).map((s) => s.documentGuid)].filter((g): g is string => !!g).map((g) => g.toLowerCase()),
        };
      });
  }

  async search(query: LabelQuery, region: RegionId, preview?: ContentItem): Promise<LabelSearchResponse> {
    tagResponse(LIBRARY_TAG);
    const records = await this.records(region, preview);
    const linked = new Map<string, Set<string>>();
    for (const r of records) for (const g of r.guids) linked.set(g, (linked.get(g) ?? new Set()).add(r.name));
    const guidsOf = (match: (r: ProductRecord) => boolean) => {
      const gs = records.filter(match).flatMap((r) => r.guids);
      return gs.length ? gs : ['-'];
    };

    const qb = this.documents
      .createQueryBuilder('d')
      .innerJoin(DocumentFileEntity, 'f', 'f.id = d.current_file_id AND f.document_id = d.id')
      .select([
        'd.id AS id',
        'd.guid AS guid',
        'd.title AS title',
        'd.kind AS kind',
        'd.language AS language',
        'd.language_set AS language_set',
        'd.products AS products',
        'f.revision_date AS revision_date',
        'f.uploaded_at AS uploaded_at',
        'f.content_type AS content_type',
        'f.size AS size',
      ])
      .where('d.kind IN (:...types)', { types: LABEL_TYPES })
      // A document linked from one of the region's product records is listed there whatever its own regions.
      .andWhere('(d.region_ids LIKE :region OR d.guid IN (:...linked))', { region: `%,${region},%`, linked: [...linked.keys(), '-'] });
    if (query.type) qb.andWhere('d.kind = :type', { type: query.type });
    if (query.lang) qb.andWhere('d.language = :lang', { lang: query.lang });
    if (query.state) qb.andWhere("(d.areas = '' OR d.areas LIKE :state)", { state: `%,${query.state},%` });
    if (query.product) {
      qb.andWhere("(LOWER(d.products) LIKE :product ESCAPE '!' OR d.guid IN (:...productGuids))", {
        product: `%,${likeEscape(query.product)},%`,
        productGuids: guidsOf((r) => key(r.name) === key(query.product!)),
      });
    }
    if (query.q) {
      // Accents and case are ignored on both databases: « donnees » finds « Fiche de données de sécurité ».
      const words = foldForSearch(query.q.trim());
      const folded = (column: string) => `${searchFoldSql(this.documents.manager.connection, column)} LIKE :like ${LIKE_ESCAPE}`;
      qb.andWhere(`(${['d.title', 'd.products', 'd.registrations', 'f.text_content'].map(folded).join(' OR ')} OR d.guid IN (:...qGuids))`, {
        like: containsPattern(words),
        qGuids: guidsOf((r) => foldForSearch(r.name).includes(words)),
      });
    }
    const rows: Record<string, unknown>[] = await qb.orderBy('d.title', 'ASC').limit(1000).getRawMany();

    // Group by product (a document of several products is listed under each), then by family.
    const byProduct = new Map<string, { name: string; docs: LabelDocumentRow[] }>();
    const recordByKey = new Map(records.map((r) => [key(r.name), r]));
    const add = (name: string, doc: LabelDocumentRow) => {
      const k = key(name);
      const g = byProduct.get(k) ?? { name: recordByKey.get(k)?.name ?? name, docs: [] };
      if (!g.docs.some((d) => d.guid === doc.guid)) g.docs.push(doc);
      byProduct.set(k, g);
    };
    for (const r of rows) {
      const guid = String(r.guid);
      const doc: LabelDocumentRow = {
        guid,
        title: String(r.title),
        type: r.kind as DocumentKind,
        language: isLanguage(r.language) ? r.language : 'en',
        languageSet: (r.language_set as string | null) ?? null,
        revisionDate: (r.revision_date as string | null) ?? dateOf(new Date(r.uploaded_at as string)),
        contentType: String(r.content_type),
        size: Number(r.size),
        url: doccenterUrl(guid),
        pageUrl: labelDocumentPath(guid),
      };
      let products = [...new Set([...decodeList(r.products as string), ...(linked.get(guid) ?? [])])];
      if (query.product) products = products.filter((p) => key(p) === key(query.product!));
      if (!products.length) add(OTHER_DOCUMENTS, doc);
      for (const p of products) add(p, doc);
    }
    // With no filter every product of the region has its card, documents or not.
    const filtered = Object.values(query).some(Boolean);
    if (!filtered) for (const r of records) if (!byProduct.has(key(r.name))) byProduct.set(key(r.name), { name: r.name, docs: [] });

    const typeRank = (t: DocumentKind) => LABEL_TYPES.indexOf(t);
    const langRank = (l: LanguageCode) => LANGUAGES.indexOf(l);
    const families: LabelFamilyGroup[] = [];
    for (const family of [...FAMILY_ORDER, 'other' as const]) {
      const products = [...byProduct.entries()]
        .filter(([k]) => (recordByKey.get(k)?.family ?? 'other') === family)
        .map(([k, g]) => ({ k, g }))
        .sort((a, b) => {
          if (a.g.name === OTHER_DOCUMENTS) return 1;
          if (b.g.name === OTHER_DOCUMENTS) return -1;
          return (recordByKey.get(a.k)?.sortOrder ?? 1e9) - (recordByKey.get(b.k)?.sortOrder ?? 1e9) || a.g.name.localeCompare(b.g.name);
        })
        .map(({ g }) => ({
          productName: g.name,
          ...(g.name === OTHER_DOCUMENTS ? { other: true as const } : {}),
          documents: g.docs.sort((a, b) => typeRank(a.type) - typeRank(b.type) || langRank(a.language) - langRank(b.language) || a.title.localeCompare(b.title)),
        }));
      if (products.length) families.push({ family, name: family === 'other' ? 'Other products and documents' : PRODUCT_FAMILY_NAME[family], products });
    }
    return { region, query, families, total: rows.length, productNames: await this.productNames(records, region) };
  }

  /** The region's product names: its product-labels records and the products named on its documents. */
  private async productNames(records: ProductRecord[], region: RegionId): Promise<string[]> {
    const rows: { products: string }[] = await this.documents
      .createQueryBuilder('d')
      .select('d.products', 'products')
      .where("d.products <> ''")
      .andWhere('d.region_ids LIKE :region', { region: `%,${region},%` })
      .getRawMany();
    const names = new Map(records.map((r) => [key(r.name), r.name]));
    for (const r of rows) for (const p of decodeList(r.products)) if (!names.has(key(p))) names.set(key(p), p);
    return [...names.values()].sort((a, b) => a.localeCompare(b));
  }

  /** The document page: details, current revision, history and (with from/to) a compare of two revisions. */
  async view(guid: string, from?: number, to?: number): Promise<LabelDocumentView | null> {
    tagResponse(documentTag(guid), LIBRARY_TAG);
    const doc = /^[0-9a-f-]{36}$/i.test(guid) ? await this.documents.findOneBy({ guid: guid.toLowerCase() }) : null;
    // Library artwork (images) has no page of its own.
    if (!doc || !doc.currentFileId || !LABEL_TYPES.includes(doc.kind as DocumentKind)) return null;
    const files = await this.files.find({ where: { documentId: doc.id }, order: { revisionNo: 'ASC', id: 'ASC' } });
    const current = files.find((f) => f.id === doc.currentFileId);
    if (!current) return null;
    const revs = files.map((f, i) => this.revision(doc, f, files[i + 1] ?? null));
    const records = await this.records();
    const linkedProducts = records.filter((r) => r.guids.includes(doc.guid)).map((r) => r.name);
    const versions = doc.languageSet ? (await this.documents.findBy({ languageSet: doc.languageSet })).filter((o) => o.id !== doc.id && o.currentFileId) : [];
    return {
      guid: doc.guid,
      title: doc.title,
      type: doc.kind as DocumentKind,
      language: isLanguage(doc.language) ? doc.language : 'en',
      regionIds: doc.regionIds.split(',').map(Number).filter(isRegionId),
      products: [...new Set([...decodeList(doc.products), ...linkedProducts])],
      registrations: decodeRegistrations(doc.registrations),
      areas: decodeList(doc.areas),
      languageVersions: versions.map((v) => ({ guid: v.guid, title: v.title, language: isLanguage(v.language) ? v.language : 'en' })),
      current: revs.find((r) => r.current)!,
      revisions: revs.filter((r) => !r.current).reverse(),
      compare: from && to ? await this.compare(doc, files, from, to) : null,
      url: doccenterUrl(doc.guid),
      qrSvg: qrUrl(doc.guid, 'svg'),
      qrPng: qrUrl(doc.guid, 'png'),
    };
  }

  private revision(doc: DocumentEntity, f: DocumentFileEntity, next: DocumentFileEntity | null): LabelRevision {
    const current = f.id === doc.currentFileId;
    return {
      n: f.revisionNo,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      revisionDate: f.revisionDate ?? dateOf(f.uploadedAt),
      effectiveDate: f.effectiveDate,
      whatChanged: f.whatChanged,
      uploadedAt: f.uploadedAt.toISOString(),
      current,
      // Superseded when the next revision was uploaded (or, after a restore of an older one, when that became current).
      supersededOn: current ? null : dateOf(next ? next.uploadedAt : doc.currentSince),
      validUntil: current ? null : f.validUntil,
      url: current ? doccenterUrl(doc.guid) : revisionUrl(doc.guid, f.revisionNo),
      hasText: f.textStatus === 'done',
    };
  }

  private async compare(doc: DocumentEntity, files: DocumentFileEntity[], from: number, to: number): Promise<LabelCompare | null> {
    const a = files.find((f) => f.revisionNo === from);
    const b = files.find((f) => f.revisionNo === to);
    if (!a || !b || from === to) return null;
    const texts = await this.files.find({ where: { id: In([a.id, b.id]) }, select: { id: true, textContent: true } });
    const ta = texts.find((t) => t.id === a.id)?.textContent;
    const tb = texts.find((t) => t.id === b.id)?.textContent;
    if (ta == null || tb == null) return { from, to, parts: null };
    const parts = diffWords(ta.slice(0, DIFF_MAX_CHARS), tb.slice(0, DIFF_MAX_CHARS), { timeout: 3000 });
    return { from, to, parts: parts ? parts.map((p) => ({ value: p.value, ...(p.added ? { added: true } : {}), ...(p.removed ? { removed: true } : {}) })) : null };
  }

  /**
   * The catalogue's own spelling of each product asked for, keyed by what was asked (trimmed, lower
   * case): a published product's brand or content id, a published product-labels record's name or id,
   * or a product named on a labels-library document. What is missing from the answer is not ours.
   */
  async catalogueProducts(asked: string[]): Promise<Map<string, string>> {
    const want = new Set(asked.map(key));
    const found = new Map<string, string>();
    const add = (asKey: string, name: string | null | undefined) => {
      if (name?.trim() && want.has(asKey) && !found.has(asKey)) found.set(asKey, name.trim());
    };
    for (const r of await this.records()) add(key(r.name), r.name);
    const rows: { products: string }[] = await this.documents
      .createQueryBuilder('d')
      .select('d.products', 'products')
      .where("d.products <> ''")
      .andWhere('d.kind IN (:...types)', { types: LABEL_TYPES })
      .getRawMany();
    for (const r of rows) for (const p of decodeList(r.products)) add(key(p), p);
    const missing = [...want].filter((k) => !found.has(k));
    if (!missing.length) return found;
    // Content ids, then brands: a product page follows its brand, which need not have a labels record.
    for (const k of missing.filter((m) => /^\d{1,9}$/.test(m))) {
      const product = await this.content.findPublishedById(kindIdOfFamily('product'), Number(k));
      const label = product ? null : await this.content.findPublishedById(kindIdOfFamily('labels-library'), Number(k));
      add(k, product?.product?.brand || product?.title || label?.productLabel?.productName || label?.title);
    }
    if (missing.some((k) => !found.has(k))) {
      const { items } = await this.content.listPublished(kindIdOfFamily('product'), { start: 0, length: 100, sort: 'title' });
      for (const summary of items) {
        const brand = (await this.content.findPublishedById(kindIdOfFamily('product'), summary.baseId))?.product?.brand;
        if (brand) add(key(brand), brand);
        add(key(summary.title), summary.title);
      }
    }
    return found;
  }

  /** The labels-library documents among these GUIDs (lower case), each with its title. */
  async libraryDocuments(guids: string[]): Promise<DocumentEntity[]> {
    if (!guids.length) return [];
    const docs = await this.documents.findBy({ guid: In(guids), kind: In(LABEL_TYPES) });
    return docs.filter((d) => d.currentFileId);
  }

  /** The products a document belongs to: its own list and the product-labels records that link it. */
  async productsOf(doc: DocumentEntity): Promise<string[]> {
    const linked = (await this.records()).filter((r) => r.guids.includes(doc.guid)).map((r) => r.name);
    return [...new Set([...decodeList(doc.products), ...linked])];
  }

  /** Revision n of a labels-library document, for /doccenter/{guid}/revisions/{n}. */
  async findRevision(guid: string, n: number): Promise<{ doc: DocumentEntity; file: DocumentFileEntity } | null> {
    if (!/^[0-9a-f-]{36}$/i.test(guid) || !Number.isInteger(n) || n < 1) return null;
    const doc = await this.documents.findOneBy({ guid: guid.toLowerCase() });
    // Only labels and safety data sheets keep a public history (an earlier label stays valid on existing stock);
    // any other file replaced, say one uploaded by mistake, stops being served.
    if (!doc || !REVISION_HISTORY_KINDS.includes(doc.kind as DocumentKind)) return null;
    const file = await this.files.findOneBy({ documentId: doc.id, revisionNo: n });
    return file ? { doc, file } : null;
  }

  /** The absolute stable link a QR code carries: a configured origin, never the request's Host. */
  stableUrl(guid: string): string {
    const origin = this.config.publicUrlUs ?? `http://localhost:${this.config.port}`;
    return `${origin.replace(/\/$/, '')}${doccenterUrl(guid)}`;
  }

  /** Every current document in the labels library (the sitemap lists their pages). */
  async sitemapEntries(): Promise<{ guid: string; updated: Date }[]> {
    const docs = await this.documents.find({ where: { kind: In(LABEL_TYPES) }, select: { guid: true, currentSince: true, updatedAt: true, currentFileId: true } });
    return docs.filter((d) => d.currentFileId).map((d) => ({ guid: d.guid, updated: d.updatedAt > d.currentSince ? d.updatedAt : d.currentSince }));
  }
}
