import * as fs from 'node:fs';
import * as path from 'node:path';

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Repository } from 'typeorm';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Clock } from '../content/clock';
import { ContentItemEntity } from '../content/content-item.entity';
import { toContentItem } from '../content/content-mapper';
import type { ContentItem } from '../contract/content';
import { publicKind } from '../contract/content-kinds';
import type { BrokenLinkItem, LinkReport, LinkResolveResult, SaveWarning } from '../contract/links';
import { DocumentReads } from '../documents/document-reads.service';
import { RedirectCache } from '../redirects/redirect-cache.service';
import { cleanPath } from '../redirects/redirect-rules';
import { SiteHeadResolver } from '../seo/site-head.resolver';
import { CLIENT_DIR } from '../web/paths';
import { BrokenLinkEntity, LinkCheckRunEntity } from './broken-link.entity';
import { ExternalChecker } from './external-checker';
import { classifyLink, linksOfItem, LinkTarget } from './link-extract';

const hostOf = (url: string | null) => (url ? new URL(url).hostname.toLowerCase() : null);
/** Paths the app answers itself that are no public page (files, sign-in, the admin, machine files). */
const APP_PATHS = [/^\/siteadmin(\/|$)/, /^\/account(\/|$)/, /^\/(sitemap\.xml|robots\.txt|favicon\.ico)$/, /^\/careers$/, /^\/preview\//];

const REASON = {
  page: 'No page at this address (404).',
  gone: 'This address is redirected as gone (410).',
  document: 'No document with this GUID in the document library.',
  file: 'No such file.',
};

/**
 * The link checker: reads every link in content, checks site paths the way the public site
 * answers them (redirect rules first, then the same head resolver that decides 404s), `/doccenter/{guid}`
 * against the document library, and other sites only with LINK_CHECK_EXTERNAL=true.
 */
@Injectable()
export class LinkCheckerService {
  private readonly logger = new Logger('LinkChecker');
  private readonly ownHosts: string[];
  private readonly checkHost: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(ContentItemEntity) private readonly items: Repository<ContentItemEntity>,
    @InjectRepository(BrokenLinkEntity) private readonly broken: Repository<BrokenLinkEntity>,
    @InjectRepository(LinkCheckRunEntity) private readonly runs: Repository<LinkCheckRunEntity>,
    private readonly heads: SiteHeadResolver,
    private readonly redirects: RedirectCache,
    private readonly documents: DocumentReads,
    private readonly clock: Clock,
  ) {
    const us = hostOf(config.publicUrlUs);
    this.ownHosts = [us, hostOf(config.publicUrlCa), 'localhost', '127.0.0.1'].filter((h): h is string => !!h);
    this.checkHost = us ?? 'localhost';
  }

  async report(): Promise<LinkReport> {
    const [last] = await this.runs.find({ order: { id: 'DESC' }, take: 1 });
    const rows = await this.broken.find({ order: { sourceKind: 'ASC', sourceId: 'ASC', id: 'ASC' } });
    return { checkedAt: last ? last.finishedAt.toISOString() : null, items: rows.map(toItem) };
  }

  /** One whole check: every live item's links; the findings replace the last ones. */
  async run(): Promise<LinkReport> {
    const startedAt = this.clock.now();
    await this.redirects.reload();
    const rows = await this.items.find({ where: { deletedAt: IsNull() }, order: { id: 'ASC' } });
    const checker = this.newChecker();
    const found: Omit<BrokenLinkEntity, 'id'>[] = [];
    let checked = 0;
    for (const row of rows) {
      const item = toContentItem(row);
      for (const url of linksOfItem(item)) {
        const reason = await checker(url);
        checked++;
        if (reason)
          found.push({
            url: url.slice(0, 2000),
            reason: reason.slice(0, 300),
            sourceKind: item.kind,
            sourceId: item.baseId,
            sourceTitle: item.title.slice(0, 300),
            foundAt: startedAt,
          });
      }
    }
    await this.ds.transaction(async (m) => {
      await m.createQueryBuilder().delete().from(BrokenLinkEntity).execute();
      for (let i = 0; i < found.length; i += 200) await m.insert(BrokenLinkEntity, found.slice(i, i + 200));
      await m.insert(LinkCheckRunEntity, { startedAt, finishedAt: this.clock.now(), linksChecked: checked, broken: found.length });
    });
    this.logger.log(`checked ${checked} link(s) in ${rows.length} item(s): ${found.length} broken`);
    return this.report();
  }

  /** A save's warnings: site links it adds that lead nowhere (external links are left to the timed check). */
  async warningsForSave(before: ContentItem | null, after: ContentItem): Promise<SaveWarning[]> {
    const had = new Set(before ? linksOfItem(before) : []);
    const added = linksOfItem(after).filter((u) => !had.has(u));
    const checker = this.newChecker({ external: false });
    const warnings: SaveWarning[] = [];
    for (const url of added) {
      const reason = await checker(url);
      if (reason) warnings.push({ url, message: `The link ${url} is broken: ${reason}` });
    }
    return warnings;
  }

  /** One site link (a path, an own-host URL or a document): why it leads nowhere, or null. Other sites are not asked. */
  checkSiteLink(url: string): Promise<string | null> {
    return this.newChecker({ external: false })(url);
  }

  /** A site path typed in the editor's link dialog: whether it leads somewhere, checked as a saved link would be. */
  async resolvePath(path: string): Promise<LinkResolveResult> {
    const reason = await this.checkSiteLink(path);
    return { path, resolves: reason === null, reason };
  }

  /** A checker for one run: each distinct target is checked once. */
  private newChecker(opts: { external?: boolean } = {}): (url: string) => Promise<string | null> {
    const external = (opts.external ?? this.config.linkCheck.external) ? new ExternalChecker(this.config.linkCheck) : null;
    const seen = new Map<string, Promise<string | null>>();
    return (url: string) => {
      const target = classifyLink(url, this.ownHosts);
      const key = JSON.stringify(target);
      let answer = seen.get(key);
      if (!answer) {
        answer = this.checkTarget(target, external);
        seen.set(key, answer);
      }
      return answer;
    };
  }

  private async checkTarget(t: LinkTarget, external: ExternalChecker | null): Promise<string | null> {
    switch (t.type) {
      case 'ignored':
        return null;
      case 'external':
        return external ? external.check(t.url, t.host) : null;
      case 'document': {
        const [doc] = await this.documents.publicInfo([t.guid]);
        return doc ? null : REASON.document;
      }
      case 'internal':
        return this.checkPath(t.path);
    }
  }

  private async checkPath(raw: string): Promise<string | null> {
    const p = cleanPath(raw);
    // A redirect rule answers first, as it does for a visitor (a moved slug's old address is fine).
    const rule = this.redirects.match(p, this.checkHost);
    if (rule) return rule.rule.status === 410 ? REASON.gone : null;
    const lower = p.toLowerCase();
    if (APP_PATHS.some((r) => r.test(lower))) return null;
    const file = /^\/images\/([a-z0-9][a-z0-9-]*\.[a-z0-9]+)$/.exec(lower);
    if (file) {
      const found = await fs.promises.access(path.join(CLIENT_DIR, 'images', file[1])).then(
        () => true,
        () => false,
      );
      return found ? null : REASON.file;
    }
    if (lower.startsWith('/assets/') || lower.startsWith('/doccenter/') || lower.startsWith('/api/')) return REASON.file;
    const head = await this.heads.resolve({ path: p, query: '', host: this.checkHost, protocol: 'https', region: null });
    if (head.redirect) return null;
    return head.status === 404 ? REASON.page : null;
  }
}

function toItem(r: BrokenLinkEntity): BrokenLinkItem {
  const def = publicKind(r.sourceKind);
  return { url: r.url, reason: r.reason, sourceSection: def.section.title, sourceId: r.sourceId, sourceTitle: r.sourceTitle, editPath: `${def.section.path}/edit/${r.sourceId}` };
}
