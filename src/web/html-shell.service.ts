import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import * as path from 'node:path';

import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';

import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { RuntimeConfig } from '../contract/runtime-config';
import { SiteVersion } from '../shared-state/site-version';
import { BANNER_DISMISSED_SCRIPT, CONFIG_BLOCK_ID, HOLD_CLICKS_SCRIPT, INITIAL_DATA_BLOCK_ID } from './inline-scripts';
import { PageHead } from './page-head';
import { CLIENT_ASSETS_DIR, CLIENT_DIR } from './paths';

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><!--head--></head><body><div id="root"></div><!--state--><p>The client has not been built yet: run <code>npm run build:client</code>.</p></body></html>`;

/** JSON safe inside a <script> element: nothing can close the tag or start a comment. */
const escapeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const HOLD_CLICKS = `<script>${HOLD_CLICKS_SCRIPT}</script>`;
const BANNER_DISMISSED = `<script>${BANNER_DISMISSED_SCRIPT}</script>`;

/**
 * Fills the built index.html with a page's head and initial data. The template and the hashed chunk
 * names are read once at start, asynchronously, and again only when the build changes (a watcher
 * outside production): nothing on a request touches the file system.
 */
@Injectable()
export class HtmlShellService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('HtmlShell');
  private template = FALLBACK_HTML;
  /** Chunk name → its hashed files (e.g. site-home → site-home.1a2b3c.js and .css). */
  private chunks = new Map<string, string[]>();
  /** The preload/style tags per list of chunk names, made once per build. */
  private readonly tags = new Map<string, { styles: string; scripts: string }>();
  private watchers: fs.FSWatcher[] = [];
  private reloadTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly siteVersion: SiteVersion,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.reload();
    if (this.config.env === 'production') return;
    // A rebuilt client (webpack --watch, npm run build:client) is picked up without a restart.
    for (const target of [CLIENT_DIR, CLIENT_ASSETS_DIR]) {
      try {
        const w = fs.watch(target, () => {
          clearTimeout(this.reloadTimer);
          this.reloadTimer = setTimeout(() => void this.reload().then(() => this.siteVersion.bump('client build changed')), 100);
        });
        w.on('error', () => undefined);
        w.unref();
        this.watchers.push(w);
      } catch {
        // No build yet: nothing to watch.
      }
    }
  }

  onModuleDestroy(): void {
    clearTimeout(this.reloadTimer);
    for (const w of this.watchers) w.close();
  }

  /** Reads index.html and the assets folder (async); keeps the last good copy when a build is mid-write. */
  async reload(): Promise<void> {
    try {
      this.template = await fsp.readFile(path.join(CLIENT_DIR, 'index.html'), 'utf8');
    } catch {
      this.template = FALLBACK_HTML;
    }
    const chunks = new Map<string, string[]>();
    const files = await fsp.readdir(CLIENT_ASSETS_DIR).catch(() => [] as string[]);
    for (const f of files) {
      const m = /^([a-z0-9-]+)\.[0-9a-f]{6,}\.(js|css)$/.exec(f);
      if (m) chunks.set(m[1], [...(chunks.get(m[1]) ?? []), f]);
    }
    this.chunks = chunks;
    this.tags.clear();
    this.logger.debug?.(`client build loaded (${files.length} asset files)`);
  }

  /**
   * The route chunks' styles, and their scripts as preloads. A server-rendered page paints without
   * its scripts: they load after the entry, so the first paint does not share the line with them.
   * The styles go after the entry's (as the browser's chunk loader appends them on a client-side
   * navigation), so a route rule wins over Bootstrap's rule of the same weight on a first load too.
   */
  private preloadTags(names: string[], scripts: boolean): { styles: string; scripts: string } {
    const key = `${scripts ? 1 : 0}:${names.join(',')}`;
    let tags = this.tags.get(key);
    if (tags === undefined) {
      const files = names.flatMap((n) => this.chunks.get(n) ?? []);
      tags = {
        styles: files
          .filter((f) => f.endsWith('.css'))
          .map((f) => `<link rel="stylesheet" href="/assets/${f}">`)
          .join('\n    '),
        scripts: scripts
          ? files
              .filter((f) => f.endsWith('.js'))
              .map((f) => `<link rel="preload" as="script" href="/assets/${f}">`)
              .join('\n    ')
          : '',
      };
      this.tags.set(key, tags);
    }
    return tags;
  }

  render(page: PageHead, runtimeConfig: RuntimeConfig): string {
    // Data, not code: no inline script to allow in the CSP beyond the two fixed ones (inline-scripts.ts).
    const state =
      `<script type="application/json" id="${CONFIG_BLOCK_ID}">${escapeJson(runtimeConfig)}</script>` +
      `<script type="application/json" id="${INITIAL_DATA_BLOCK_ID}">${escapeJson(page.initialData ?? null)}</script>`;
    const route = page.preload?.length ? this.preloadTags(page.preload, !page.body) : null;
    let head = route?.scripts ? `${page.head}\n    ${route.scripts}` : page.head;
    if (page.body) head += `\n    ${HOLD_CLICKS}`;
    if (page.body?.includes('class="brand-banner"')) head += `\n    ${BANNER_DISMISSED}`;
    let template = page.lang ? this.template.replace('<html lang="en">', () => `<html lang="${page.lang}">`) : this.template;
    if (route?.styles) template = template.replace('</head>', () => `${route.styles}\n  </head>`);
    const html = template.replace('<!--head-->', () => head).replace('<!--state-->', () => state);
    return page.body ? html.replace('<div id="root"></div>', () => `<div id="root" data-ssr="1">${page.body}</div>`) : html;
  }
}
